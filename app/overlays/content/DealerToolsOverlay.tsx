import { Button, Link, Stack, Text } from '@ds';
import { useStores } from '../../stores/StoresContext';
import { OverlayLayout } from '../OverlayLayout';
import type { OverlayProps } from '../types';

/** The dealer portals offered in the Dealer Administration overlay (requirements 1.2). */
export const dealerPortals = [
  {
    label: 'Vehicle inventory management',
    description: 'Add, edit and price your stock, and manage your adverts.',
    href: 'https://stock.forecourt-dealers.example/',
  },
  {
    label: 'Insight and response tracking',
    description: 'See views, leads and calls for your adverts.',
    href: 'https://insight.forecourt-dealers.example/',
  },
] as const;

/**
 * `dealer-tools`: 'Dealer Administration', 'Please select a portal', and the two external portals; a
 * dealer with no portal account yet (or who cannot sign in) can write to the dealer team from here
 * (`forms/contact-page-dealer`).
 */
export default function DealerToolsOverlay({ close }: OverlayProps<'dealer-tools'>) {
  const { modal } = useStores();
  return (
    <OverlayLayout title="Dealer Administration" close={close}>
      <Stack space="medium">
        <Text>Please select a portal</Text>
        <Stack as="ul" space="medium">
          {dealerPortals.map((portal) => (
            <li key={portal.href}>
              <Stack space="xsmall">
                <Link href={portal.href} isExternal variant="standalone">
                  {portal.label}
                </Link>
                <Text size="small" tone="subtle">
                  {portal.description}
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
        <Stack space="xsmall">
          <Text size="small">Not advertising with us yet, or cannot sign in?</Text>
          <div>
            <Button variant="secondary" size="small" onPress={() => modal.open('forms/contact-page-dealer')}>
              Contact our dealer team
            </Button>
          </div>
        </Stack>
      </Stack>
    </OverlayLayout>
  );
}
