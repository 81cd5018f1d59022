import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '@ds';
import { narrow } from '../support/decorators';
import { settle } from '../support/settle';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home', href: '/' },
      { id: 'cars', label: 'Used cars', href: '/search/car/' },
      { id: 'ford', label: 'Ford', href: '/search/car/?make=ford' },
      { id: 'focus', label: 'Ford Focus 1.0 EcoBoost Titanium' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The "Used cars" link at rest, hovered, focused by keyboard and pressed (the state forced on it only). */
export const States: Story = {
  render: (args) => (
    <StateRow states={['rest', 'hover', 'focus-visible', 'pressed']} target='a[href="/search/car/"]'>
      {() => <Breadcrumbs {...args} />}
    </StateRow>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await settle();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Used cars' })).toHaveFocus();
    await expect(canvas.getByText('Ford Focus 1.0 EcoBoost Titanium')).toHaveAttribute('aria-current', 'page');
  },
};
export const TwoLevels: Story = {
  args: {
    items: [
      { id: 'home', label: 'Home', href: '/' },
      { id: 'finance', label: 'Car finance' },
    ],
  },
};
export const Narrow: Story = { decorators: [narrow] };
