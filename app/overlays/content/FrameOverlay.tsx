import { Link, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import * as styles from './FrameOverlay.css';

/**
 * `iframe` and `modal-iframe`: another page shown inside the overlay (e.g. a dealer's video tour or a
 * partner's calculator). Data: `title` (names the frame), `src` (https only). A link opens it in a
 * new tab for people who prefer that, or whose browser blocks the frame.
 */
export function FrameOverlay({ data, close, tall }: OverlayProps<'iframe' | 'modal-iframe'> & { tall: boolean }) {
  const title = data.title ?? 'Embedded content';
  const src = data.src;
  const safe = /^https:\/\//.test(src);
  return (
    <OverlayLayout title={title} close={close}>
      {safe ? (
        <>
          <iframe
            className={tall ? styles.tall : styles.frame}
            title={title}
            src={src}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            loading="lazy"
          />
          <Text size="small">
            <Link href={src} isExternal>
              Open {title} in a new tab
            </Link>
          </Text>
        </>
      ) : (
        <Text>This content is not available.</Text>
      )}
    </OverlayLayout>
  );
}
