import { useEffect, useRef } from 'react';
import { Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';
import * as styles from './FrameOverlay.css';

/** Only a secure page of another site is framed; anything else is refused. */
export function isFrameable(src: string): boolean {
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Focus moving into a frame does not scroll the dialog to it (the frame's own document takes the
 * focus): at 400 % zoom Tab went into a frame below the dialog's visible edge. The frame scrolls
 * itself into view when it takes focus (guarded by e2e/accessibility-matrix.spec.ts, overlay iframe).
 */
function useRevealOnFocus() {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const reveal = () => element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    element.addEventListener('focusin', reveal);
    return () => element.removeEventListener('focusin', reveal);
  }, []);
  return frame;
}

/**
 * `iframe` and `modal-iframe`: a partner's page inside the overlay (a dealer's video tour, a partner's
 * quote form), for people who would rather not leave the page they are on. The frame is named by its
 * title (as the dialog is), says whose page it is and whose terms apply, and is sandboxed with no
 * referrer. A link opens the same page in a new tab: for people whose browser blocks the frame, who
 * zoom a lot (a frame scrolls inside the dialog), or who simply prefer it. Data: `title`, `src` (https
 * only), `provider` (e.g. 'YouTube').
 */
export function FrameOverlay({ data, close, tall }: OverlayProps<'iframe' | 'modal-iframe'> & { tall: boolean }) {
  const { title, src } = data;
  const safe = isFrameable(src);
  const provider = data.provider ?? (safe ? new URL(src).hostname : undefined);
  const frame = useRevealOnFocus();
  return (
    <OverlayLayout title={title} close={close}>
      {safe ? (
        <Stack space="medium">
          <Text size="small" tone="subtle">
            Shown from {provider}, whose terms and privacy notice apply to it.
          </Text>
          <iframe
            className={tall ? styles.tall : styles.frame}
            title={title}
            src={src}
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            referrerPolicy="no-referrer"
            loading="lazy"
            ref={frame}
          />
          <Text size="small">
            Not showing, or easier full size?{' '}
            <Link href={src} isExternal>
              Open {title} in a new tab
            </Link>
          </Text>
        </Stack>
      ) : (
        <Text>Sorry, this content is not available.</Text>
      )}
    </OverlayLayout>
  );
}
