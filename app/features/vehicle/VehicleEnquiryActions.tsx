import { observer } from 'mobx-react-lite';
import { Button, Icon, Inline, Stack, Text } from '@ds';
import { financeApplies } from '@domain/finance';
import type { VehicleDetail } from '../../api/types';
import type { EnquiryDealerData, EnquiryVehicleData } from '../../overlays/types';
import { useStores } from '../../stores/StoresContext';
import * as styles from './VehicleEnquiryActions.css';

/** What the vehicle page says once the visitor has asked the dealer about this vehicle (the card's IsEnquired). */
const enquiredText = 'You have contacted the dealer about this vehicle';

/**
 * The enquiry actions under the price: email the dealer (forms/contact-dealer), text the details to a
 * phone (its sms variant), ask about finance, offer a vehicle in part exchange, and report the advert.
 * A dealer who does not take email (`EmailEnabled` false) is only phoned (the dealer section's number);
 * a sold vehicle takes no enquiries. Once the visitor has asked about it, the page says so.
 */
export const VehicleEnquiryActions = observer(function VehicleEnquiryActions({ detail }: { detail: VehicleDetail }) {
  const { modal, enquired } = useStores();
  const card = detail.Vehicle;
  const dealer = detail.Dealer;
  const vehicle: EnquiryVehicleData = { vehicleId: card.VehicleId, title: card.Title };
  const to: EnquiryDealerData = {
    dealerId: dealer.Id,
    dealerName: dealer.Name,
    partners: dealer.PartnerListForThankYou,
  };
  const byEmail = dealer.EmailEnabled && !card.Sold;
  return (
    <Stack space="small">
      {enquired.isEnquired(card) ? (
        <p className={styles.enquired}>
          <Icon name="mail" size="small" /> {enquiredText}
        </p>
      ) : null}
      {byEmail ? (
        <>
          <Inline space="small">
            <Button onPress={() => modal.open('forms/contact-dealer', { variant: 'item', ...vehicle, ...to })}>
              <Icon name="mail" size="small" /> Email the dealer
            </Button>
            <Button
              variant="secondary"
              onPress={() => modal.open('forms/contact-dealer', { variant: 'sms', ...vehicle, ...to })}
            >
              <Icon name="phone" size="small" /> Send details to my phone
            </Button>
          </Inline>
          <Inline space="small">
            {/* No finance to ask about on a price under the least the lender lends (requirements 3.17). */}
            {financeApplies(card.GBPPriceIncVAT, 0) ? (
              <Button
                variant="secondary"
                onPress={() => modal.open('forms/merchandising-finance-enquiry', { ...vehicle, ...to })}
              >
                Ask about finance
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => modal.open('forms/trade-a-vehicle', { ...vehicle, ...to })}>
              Part exchange my vehicle
            </Button>
          </Inline>
        </>
      ) : !card.Sold ? (
        <Text>This dealer takes enquiries by phone.</Text>
      ) : null}
      <div>
        <Button variant="tertiary" size="small" onPress={() => modal.open('forms/report-ad', vehicle)}>
          <Icon name="warning" size="small" /> Report this advert
        </Button>
      </div>
    </Stack>
  );
});
