import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button, Inline, Link, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/**
 * `social-share`: share a page (usually a vehicle advert). Data: `url` (defaults to this page) and
 * `title`. Copy link, email, and the social networks, each opening in a new tab.
 */
const SocialShareOverlay = observer(function SocialShareOverlay({ data, close }: OverlayProps<'social-share'>) {
  const { toasts } = useStores();
  const url = data.url ?? window.location.href;
  const title = data.title ?? document.title;
  const [copyFailed, setCopyFailed] = useState(false);
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);

  // Said once: a copied link by the toast region (which announces every toast), a failure here
  // beside the button, where the person looks for the link to copy themselves.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      toasts.show('Link copied', { tone: 'success' });
    } catch {
      setCopyFailed(true);
    }
  };

  const networks = [
    { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { label: 'Share on X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodedTitle}` },
    { label: 'Share on WhatsApp', href: `https://wa.me/?text=${encodedTitle}%20${encodedUrl}` },
  ];

  return (
    <OverlayLayout title="Share this page" close={close}>
      <Stack space="medium">
        <Text>{title}</Text>
        <Text size="small" tone="subtle">
          {url}
        </Text>
        <Inline space="small">
          <Button variant="secondary" onPress={() => void copy()}>
            Copy link
          </Button>
          <Link href={`mailto:?subject=${encodedTitle}&body=${encodedUrl}`} variant="standalone">
            Share by email
          </Link>
        </Inline>
        <div role="status">
          {copyFailed ? (
            <Text size="small">Your browser did not let us copy the link. Select it above and copy it yourself.</Text>
          ) : null}
        </div>
        <Stack as="ul" space="small">
          {networks.map((network) => (
            <li key={network.label}>
              <Link href={network.href} isExternal>
                {network.label}
              </Link>
            </li>
          ))}
        </Stack>
      </Stack>
    </OverlayLayout>
  );
});

export default SocialShareOverlay;
