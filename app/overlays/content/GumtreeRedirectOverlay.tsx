import { Link, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `gumtree-redirect`: the vehicle is advertised on a partner site; say so before leaving.
 * Data: `url` of the advert (https only).
 */
export default function GumtreeRedirectOverlay({ data, close }: OverlayProps<'gumtree-redirect'>) {
  const url = data.url;
  const safe = /^https:\/\//.test(url);
  return (
    <OverlayLayout
      title="You are leaving Forecourt"
      close={close}
      closeLabel="Stay on Forecourt"
      actions={
        safe ? (
          <Link href={url} isExternal variant="standalone">
            Continue to Gumtree
          </Link>
        ) : null
      }
    >
      <Text>
        This vehicle is advertised on Gumtree, our partner site. Gumtree’s terms and privacy notice apply there.
      </Text>
    </OverlayLayout>
  );
}
