import { useState } from 'react';
import { Button, Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../../overlays/OverlayLayout';
import type { OverlayProps } from '../../overlays/types';
import { dealerAddressLines } from './dealer';
import { DealerAddress } from './DealerAddress';
import * as styles from './VehiclePage.css';

/**
 * `dealer-map`: where the dealer is. The address comes first, as text, with directions in the map
 * services people use; a map is an enhancement shown only on request (it is a third-party frame).
 */
export default function DealerMapOverlay({ data, close }: OverlayProps<'dealer-map'>) {
  const { dealer } = data;
  const [showMap, setShowMap] = useState(false);
  const lines = dealerAddressLines(dealer);
  const place = encodeURIComponent([dealer.Name, ...lines].join(', '));
  const location = dealer.Location;
  return (
    <OverlayLayout title={`Find ${dealer.Name}`} close={close}>
      <Stack space="medium">
        {lines.length > 0 ? (
          <DealerAddress lines={[dealer.Name, ...lines]} />
        ) : (
          <Text>This dealer has not published its address. Call or message them for directions.</Text>
        )}
        {lines.length > 0 ? (
          <Stack as="ul" space="small">
            <li>
              <Link href={`https://www.google.com/maps/dir/?api=1&destination=${place}`} isExternal>
                Directions in Google Maps
              </Link>
            </li>
            <li>
              <Link
                href={
                  location
                    ? `https://www.openstreetmap.org/?mlat=${location.Latitude}&mlon=${location.Longitude}#map=16/${location.Latitude}/${location.Longitude}`
                    : `https://www.openstreetmap.org/search?query=${place}`
                }
                isExternal
              >
                Open in OpenStreetMap
              </Link>
            </li>
          </Stack>
        ) : null}
        {location && !showMap ? (
          <div>
            <Button variant="secondary" onPress={() => setShowMap(true)}>
              Show a map
            </Button>
          </div>
        ) : null}
        {location && showMap ? (
          <iframe
            className={styles.map}
            title={`Map showing ${dealer.Name}`}
            src={`https://www.openstreetmap.org/export/embed.html?bbox=${location.Longitude - 0.01}%2C${location.Latitude - 0.006}%2C${location.Longitude + 0.01}%2C${location.Latitude + 0.006}&layer=mapnik&marker=${location.Latitude}%2C${location.Longitude}`}
            loading="lazy"
          />
        ) : null}
      </Stack>
    </OverlayLayout>
  );
}
