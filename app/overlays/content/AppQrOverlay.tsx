import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import * as styles from './AppQrOverlay.css';

/** Where the QR code sends a phone: the app download page, which picks the right store. */
export const appDownloadUrl = 'https://www.forecourt.example/app/';

/**
 * `cazoo-qr`: a QR code for getting the mobile app, made with the qrcode library as an SVG image.
 * Data: `url` to encode instead of the app download page.
 */
export default function AppQrOverlay({ data, close }: OverlayProps<'cazoo-qr'>) {
  const url = data.url ?? appDownloadUrl;
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void qrSvg(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((markup) => {
      if (live) setSvg(markup);
    });
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <OverlayLayout title="Get the Forecourt app" close={close}>
      <Stack space="medium">
        <Text>Scan the code with your phone’s camera to download the app for iPhone or Android.</Text>
        <div className={styles.code}>
          {svg ? (
            <img
              className={styles.image}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={`QR code for ${url}`}
              width={200}
              height={200}
            />
          ) : null}
        </div>
        <Text size="small">
          On your phone already?{' '}
          <Link href={url} isExternal>
            Get the app
          </Link>
        </Text>
      </Stack>
    </OverlayLayout>
  );
}
