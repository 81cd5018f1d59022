import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants, Text } from '@ds';
import { narrow } from '../support/decorators';
import { StateRow, variantName } from '../support/States';

/** Stands in for react-router's navigate, which the app hands to RouterProvider. */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/Actions/Link',
  component: Link,
  args: { href: '/search/car/', children: 'Used cars' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  parameters: {
    docs: {
      description: {
        component:
          'Links on react-aria-components. Internal hrefs navigate through react-aria RouterProvider (react-router in the app); external links open a new tab and say so to screen readers.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Used cars' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/search/car/', undefined);
  },
};

/** Every variant at rest, hovered, focused by keyboard, pressed and disabled, the states forced on. */
export const States: Story = {
  render: (args) => (
    <>
      {linkVariants.map((variant) => (
        <StateRow key={variant} name={variantName(variant)}>
          {(state) => <Link {...args} variant={variant} isDisabled={state === 'disabled'} />}
        </StateRow>
      ))}
    </>
  ),
};

export const Subtle: Story = { args: { variant: 'subtle' } };
export const Standalone: Story = { args: { variant: 'standalone', children: 'See all finance offers' } };
export const InText: Story = {
  render: (args) => (
    <Text>
      Looking for a van?{' '}
      <Link {...args} href="/search/van/">
        Try our used van search
      </Link>
    </Text>
  ),
};
export const External: Story = {
  args: { href: 'https://dealers.example/advertise', isExternal: true, children: 'Advertise with us' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Advertise with us\s*\(opens in new tab\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Used cars' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const LongLabel: Story = {
  args: { children: 'Compare the running costs of every used electric car within 100 miles of your postcode' },
  decorators: [narrow],
};
