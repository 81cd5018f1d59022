import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Menu, MenuItem, MenuTrigger } from '@ds';
import { stateLabels, useForcedState, type StateName } from '../support/States';
import { narrowViewport } from '../support/decorators';

const meta = {
  title: 'Components/Overlays/Menu',
  component: Menu,
  args: { 'aria-label': 'Account', onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuItem id="home" href="/account/">
          Account home
        </MenuItem>
        <MenuItem id="searches">Saved searches</MenuItem>
        <MenuItem id="signout">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  parameters: {
    docs: {
      // Stories that open a menu show it in a frame of their own, so it does not cover the docs page.
      story: { inline: false, height: '20rem' },
    },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Menu items at rest, hovered, focused by keyboard, pressed and disabled, each named by its state. */
export const States: Story = {
  render: (args) => <MenuItemStates {...args} />,
};

const menuItemStates = ['rest', 'hover', 'focus-visible', 'pressed', 'disabled'] as const;

/** Keeps one state forced on the open menu's item of the same id (the menu is in a popover). */
function ForcedMenuItem({ state }: { state: StateName }) {
  useForcedState(state, `[role="menuitem"][data-key="${state}"]`);
  return null;
}

function MenuItemStates(args: Story['args']) {
  return (
    <>
      {menuItemStates.map((state) => (
        <ForcedMenuItem key={state} state={state} />
      ))}
      <MenuTrigger defaultOpen>
        <Button variant="secondary">Account</Button>
        <Menu {...args}>
          {menuItemStates.map((state) => (
            <MenuItem key={state} id={state} isDisabled={state === 'disabled'}>
              {stateLabels[state]}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </>
  );
}

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu', { name: 'Account' });
    await expect(screen.getByRole('menuitem', { name: 'Account home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};
export const Open: Story = {
  render: (args) => (
    <MenuTrigger defaultOpen>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuItem id="home">Account home</MenuItem>
        <MenuItem id="disabled" isDisabled>
          Saved searches (none yet)
        </MenuItem>
        <MenuItem id="signout">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
};

/** At 320 px (a phone, or 400 % zoom), open. */
export const Narrow: Story = { ...Open, ...narrowViewport };
