import { Heading, Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `online-dealer` (from a dealer's card or page, with its name) and `online-dealership` (in general):
 * what buying from a dealer that sells online only means: seeing the vehicle by video, delivery, the
 * 14 days to cancel a distance sale (Consumer Contracts Regulations 2013) and the rights every buyer
 * has (Consumer Rights Act 2015). Data: `dealerName`.
 */
export default function OnlineDealerOverlay({ data, close }: OverlayProps<'online-dealer' | 'online-dealership'>) {
  const { dealerName } = data;
  return (
    <OverlayLayout title="Buying from an online dealer" close={close}>
      <Stack space="large">
        <Text>
          {dealerName ? `${dealerName} sells online only` : 'An online dealership sells online only'}: there is no
          forecourt to visit. You choose the vehicle, buy it and arrange any finance or part exchange by phone or
          online, and the vehicle is delivered to you.
        </Text>
        <Stack space="small">
          <Heading level={3} size="standard">
            See it by video
          </Heading>
          <Text>
            Ask the dealer for a video walk-round or a live video call before you buy. They can show you the bodywork
            close up, the tyres, the interior and the dashboard with the engine running, and answer your questions as
            they go.
          </Text>
        </Stack>
        <Stack space="small">
          <Heading level={3} size="standard">
            Delivery
          </Heading>
          <Text>
            The dealer agrees a delivery day with you and brings the vehicle to your door. Ask what delivery costs
            before you pay. When it arrives, check the vehicle, its mileage and its documents (the V5C logbook, service
            history and MOT) before you sign for it.
          </Text>
        </Stack>
        <Stack space="small">
          <Heading level={3} size="standard">
            14 days to change your mind
          </Heading>
          <Text>
            When you buy without visiting, the Consumer Contracts Regulations 2013 give you 14 days to cancel, for any
            reason. The 14 days start the day after the vehicle is delivered. Tell the dealer clearly, in writing, that
            you are cancelling.
          </Text>
          <Text>
            The dealer must refund what you paid, including standard delivery, within 14 days of getting the vehicle
            back (or of your proof that you sent it). They may take off an amount if the vehicle lost value because you
            used it more than you needed to try it, for example by driving many miles. Their terms say who pays to
            return it: if they did not tell you that you pay, they do.
          </Text>
        </Stack>
        <Stack space="small">
          <Heading level={3} size="standard">
            If something is wrong
          </Heading>
          <Text>
            As from any dealer, the vehicle must be of satisfactory quality, fit for purpose and as described (Consumer
            Rights Act 2015). You can reject a faulty vehicle within 30 days of delivery for a full refund.
          </Text>
        </Stack>
      </Stack>
    </OverlayLayout>
  );
}
