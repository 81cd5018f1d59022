import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  DialogTrigger,
  Drawer,
  drawerPlacements,
  Inline,
  Link,
  Stack,
  Text,
} from '@ds';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  args: { title: 'Your shortlist', placement: 'end', children: null },
  argTypes: { placement: { control: 'inline-radio', options: drawerPlacements } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Shortlist</Button>
      <Drawer {...args}>
        <Stack>
          <Text>You have no vehicles in your shortlist.</Text>
          <Link href="/search/car/">Search used cars</Link>
        </Stack>
      </Drawer>
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      // Stories that open a dialog show it in a frame of their own, so it does not cover the docs page.
      story: { inline: false, height: '40rem' },
      description: {
        component: 'Side panel for shortlist, recent and account: a modal dialog sliding in over 500 ms.',
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const End: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Shortlist' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Your shortlist' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Start: Story = { args: { defaultOpen: true, placement: 'start', title: 'Menu' } };
export const Recent: Story = { args: { defaultOpen: true, title: 'Recently viewed' } };
export const Top: Story = { args: { defaultOpen: true, placement: 'top' } };

/**
 * Actions that stay at the bottom while the content scrolls (a search sub-panel's Clear and Done): the
 * content's scroll padding keeps a focused row clear of them.
 */
export const WithStickyFooter: Story = {
  args: { defaultOpen: true, title: 'Body and colour' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Body and colour</Button>
      <Drawer
        {...args}
        footer={
          <Inline space="medium">
            <Button variant="tertiary">Clear</Button>
            <Button>Done</Button>
          </Inline>
        }
      >
        <CheckboxGroup label="Body style">
          {['Hatchback', 'SUV', 'Saloon', 'Estate', 'Coupe', 'Convertible', 'MPV', 'Pickup', 'Minibus'].map((style) => (
            <Checkbox key={style} value={style.toLowerCase()}>
              {style}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Drawer>
    </DialogTrigger>
  ),
};

/** At 320 px (a phone, or 400 % zoom): the panel takes the whole width. */
export const Narrow: Story = { ...narrowViewport, args: { defaultOpen: true } };
