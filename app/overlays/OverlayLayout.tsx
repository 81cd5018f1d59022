import type { ReactNode } from 'react';
import { Button, Heading, Inline, Stack } from '@ds';

export interface OverlayLayoutProps {
  title: string;
  children: ReactNode;
  /** Buttons or links under the content; a Close button is added unless `closeLabel` is null. */
  actions?: ReactNode;
  close: () => void;
  closeLabel?: string | null;
}

/** The common shape of an overlay: its title (which names the dialog), content and actions. */
export function OverlayLayout({ title, children, actions, close, closeLabel = 'Close' }: OverlayLayoutProps) {
  return (
    <Stack space="large">
      <Heading level={2} slot="title" size="xlarge">
        {title}
      </Heading>
      {children}
      {actions || closeLabel ? (
        <Inline space="small">
          {actions}
          {closeLabel ? (
            <Button variant={actions ? 'secondary' : 'primary'} onPress={close}>
              {closeLabel}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
