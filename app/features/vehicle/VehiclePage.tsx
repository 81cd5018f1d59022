import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button, Image, PriceTag, Stack, Text } from '@ds';
import type { VehicleType } from '../../lib/catalogue';
import { useStore } from '../../stores/StoresContext';
import { vehicleStore } from '../../stores/VehicleStore';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ShortlistToggle } from '../shortlist/ShortlistToggle';
import { Page, type Crumb } from '../shell/Page';
import { PageLoading } from '../shell/PageLoading';
import { vehicleFacts } from './facts';
import * as styles from './VehiclePage.css';

const vehicleIdPattern = /^[1-9][0-9]{0,9}$/;

/**
 * The vehicle page at its DetailsPageUrl (`/used-cars/{make}/{model}/{VehicleId}/`, or the van one):
 * the advert's title, photo, price, key facts, description and the shortlist toggle; each view is
 * recorded as recently viewed. A vehicle the server does not know is the 404 page. A first version:
 * the gallery, dealer, finance and contact forms come with the full vehicle page.
 */
export const VehiclePage = observer(function VehiclePage({ vehicleType }: { vehicleType: VehicleType }) {
  const { make = '', model = '', vehicleId = '' } = useParams();
  const id = vehicleIdPattern.test(vehicleId) ? Number(vehicleId) : null;
  const store = useStore(vehicleStore);

  useEffect(() => {
    if (id !== null) void store.load(id);
  }, [store, id]);

  const isThis = id !== null && store.vehicleId === id;
  if (id === null || (isThis && store.notFound)) return <NotFoundPage />;
  if (isThis && store.status === 'failed') {
    return (
      <Page title="Vehicle" description="A used vehicle for sale.">
        <Text>Sorry, we could not load this vehicle. Please try again.</Text>
        <div>
          <Button onPress={() => void store.load(id)}>Try again</Button>
        </div>
      </Page>
    );
  }
  const detail = isThis ? store.vehicle : null;
  if (!detail) return <PageLoading />;

  const card = detail.Vehicle;
  const photo = detail.Images[0];
  const section: Crumb =
    vehicleType === 'van' ? { label: 'Used vans', href: '/used-vans/' } : { label: 'Used cars', href: '/used-cars/' };
  const trail: Crumb[] = [
    section,
    {
      label: `${card.Manufacturer} ${card.Model}`,
      href: vehicleType === 'van' ? `/used-vans/${make}/${model}/` : `/${make}/${model}/used-cars/`,
    },
    { label: card.Title, href: `/used-${vehicleType}s/${make}/${model}/${card.VehicleId}/` },
  ];
  const facts = vehicleFacts(detail);

  return (
    <Page
      title={`${card.Title}, ${card.Price}`}
      description={`${card.Title} for ${card.Price}: ${card.RegistrationYear}, ${facts[2]?.value ?? ''}, ${card.FuelType}, ${card.Transmission}.`}
      heading={card.Title}
      trail={trail}
    >
      <div className={styles.layout}>
        <div className={styles.photo}>
          <Image
            src={photo?.Large ?? card.MainImage.Medium}
            fallbackSrc={card.MainImage.DefaultImage}
            alt={photo?.AltText ?? ''}
            width={800}
            height={600}
            loading="eager"
          />
        </div>
        <Stack space="large">
          <PriceTag
            price={card.GBPPrice}
            priceIncVat={card.GBPPriceIncVAT}
            isPriceExcludingVat={card.IsPriceExcludingVAT}
          />
          <div>
            <ShortlistToggle card={card} />
          </div>
          <section aria-labelledby="key-facts">
            <Stack space="small">
              <h2 id="key-facts" className={styles.subheading}>
                Key facts
              </h2>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt className={styles.term}>{fact.label}</dt>
                    <dd className={styles.value}>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </Stack>
          </section>
        </Stack>
      </div>
      {detail.Description ? (
        <section aria-labelledby="description">
          <Stack space="small">
            <h2 id="description" className={styles.subheading}>
              Description
            </h2>
            {detail.Description.split('\n').map((paragraph, index) =>
              paragraph.trim() ? <Text key={index}>{paragraph}</Text> : null,
            )}
          </Stack>
        </section>
      ) : null}
    </Page>
  );
});

export default VehiclePage;
