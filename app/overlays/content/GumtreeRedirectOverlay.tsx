import { Heading, Link, Stack, Text } from '@ds';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** The partner's own site: an address anywhere else is not followed (no open redirect through the overlay). */
export function isPartnerAdvert(url: string): boolean {
  try {
    const address = new URL(url);
    return address.protocol === 'https:' && /(^|\.)gumtree\.com$/.test(address.hostname);
  } catch {
    return false;
  }
}

/**
 * `gumtree-redirect`: a vehicle shown on Forecourt whose advert lives on Gumtree, our partner site. Before
 * the person leaves, it says where they are going (the partner and its address), why (the advert is
 * there, not here), what changes (Gumtree's terms and privacy notice, and its own help), and the safety
 * advice that matters most on a classifieds site. Data: `url` of the advert on Gumtree, `title` of the
 * vehicle.
 */
export default function GumtreeRedirectOverlay({ data, close }: OverlayProps<'gumtree-redirect'>) {
  const safe = isPartnerAdvert(data.url);
  const vehicle = data.title ? `The ${data.title}` : 'This vehicle';
  return (
    <OverlayLayout
      title="You are leaving Forecourt"
      close={close}
      closeLabel="Stay on Forecourt"
      actions={
        safe ? (
          <Link href={data.url} isExternal variant="standalone">
            Continue to Gumtree
          </Link>
        ) : null
      }
    >
      {safe ? (
        <Stack space="medium">
          <Text>
            {vehicle} is advertised on Gumtree, our partner site, so its advert and the seller’s contact details are
            there. It opens in a new tab at {new URL(data.url).hostname}.
          </Text>
          <Text>
            Gumtree’s terms and privacy notice apply on its site, and questions about the advert go to Gumtree or the
            seller: Forecourt cannot see messages sent there.
          </Text>
          <Heading level={3} size="standard">
            Before you pay anything
          </Heading>
          <Stack as="ul" space="xsmall">
            <li>See the vehicle in person, with its V5C logbook, before paying a deposit.</li>
            <li>Never pay by bank transfer to someone you have not met.</li>
            <li>Check its MOT history and whether it is recorded as stolen or written off.</li>
          </Stack>
        </Stack>
      ) : (
        <Text>Sorry, this link does not go to a Gumtree advert, so we have not followed it.</Text>
      )}
    </OverlayLayout>
  );
}
