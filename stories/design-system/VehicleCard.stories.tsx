import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, Text, VehicleCard, VisuallyHidden, type VehicleCardProps } from '@ds';
import { narrow } from '../support/decorators';
import { StateRow } from '../support/States';
import * as stateStyles from '../support/states.css';

const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#2445b8"/><circle cx="200" cy="150" r="80" fill="#efeafd"/></svg>',
  );

function ShortlistableCard(props: VehicleCardProps) {
  const [isShortlisted, setShortlisted] = useState(props.isShortlisted ?? false);
  return <VehicleCard {...props} isShortlisted={isShortlisted} onShortlistChange={setShortlisted} />;
}

/** The card with a Remove control at its foot, as the shortlist shows it. */
const withRemove = (args: VehicleCardProps) => (
  <VehicleCard
    {...args}
    actions={
      <Button variant="secondary" size="small">
        Remove<VisuallyHidden> {args.title}</VisuallyHidden>
      </Button>
    }
  />
);

const meta = {
  title: 'Components/Marketplace/VehicleCard',
  component: VehicleCard,
  args: {
    title: 'Ford Focus 1.0 EcoBoost Titanium 5dr',
    href: '/vehicle/123/',
    imageSrc: photo,
    price: 12995,
    mileage: 23456,
    year: 2019,
    fuel: 'Petrol',
    transmission: 'Manual',
    loading: 'eager',
  },
  render: (args) => <ShortlistableCard {...args} />,
  decorators: [narrow],
} satisfies Meta<typeof VehicleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * The shortlist heart, off and on, at rest, hovered, focused by keyboard and pressed (the state forced
 * on the heart only). Each card is cut to its photo, where the heart sits.
 */
export const States: Story = {
  render: (args) => (
    <div className={stateStyles.wide}>
      {[false, true].map((isShortlisted) => (
        <StateRow
          key={String(isShortlisted)}
          name={isShortlisted ? 'Heart on (shortlisted)' : 'Heart off'}
          states={['rest', 'hover', 'focus-visible', 'pressed']}
          target="button[aria-pressed]"
        >
          {() => (
            <div className={stateStyles.cardTop}>
              <VehicleCard {...args} isShortlisted={isShortlisted} onShortlistChange={() => undefined} />
            </div>
          )}
        </StateRow>
      ))}
    </div>
  ),
};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ford Focus 1.0 EcoBoost Titanium 5dr' })).toHaveFocus();
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Shortlist Ford Focus 1.0 EcoBoost Titanium 5dr' });
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Shortlisted: Story = { args: { isShortlisted: true } };
export const Reduced: Story = { args: { isReduced: true } };
/** A paid placement says so, and what it means. */
export const Featured: Story = { args: { isFeatured: true, isExDemo: true } };
export const WithAdminFee: Story = { args: { price: 13194, adminFee: 199 } };
/** In a monthly-cost search the results put the payment a month and its basis under the price. */
export const WithPriceNote: Story = {
  args: {
    priceNote: (
      <Text>
        <strong>£248.35 a month</strong> over 60 months with a £1,000 deposit, 9.9% APR representative
      </Text>
    ),
  },
};
/** The dealer's rating under the facts, in words beside its stars (the last 12 months' reviews). */
export const WithDealerRating: Story = {
  args: { dealerRating: { stars: 4.6, text: 'Dealer 4.6 out of 5 from 538 reviews in the last 12 months' } },
};
export const Sold: Story = { args: { isSold: true } };
/**
 * A shortlisted vehicle the catalogue no longer holds: its saved card, labelled and greyed, its title
 * plain text (its page is gone), and still a Remove control.
 */
export const NoLongerAvailable: Story = { args: { isNoLongerAvailable: true }, render: withRemove };
export const EnquiredAndViewed: Story = { args: { isEnquired: true, isViewed: true } };
export const VanExcludingVat: Story = {
  args: {
    title: 'Volkswagen Transporter 2.0 TDI T28 Highline Panel Van',
    price: 18500,
    priceIncVat: 22200,
    isPriceExcludingVat: true,
    fuel: 'Diesel',
  },
};
export const NoPhoto: Story = { args: { imageSrc: undefined } };
export const WithoutShortlist: Story = { render: (args) => <VehicleCard {...args} /> };
export const LongTitle: Story = {
  args: {
    title: 'Mercedes-Benz Sprinter 314 CDI 2.1 L2 H2 Euro 6 Panel Van with Air Conditioning and Reversing Camera',
    isReduced: true,
    isFeatured: true,
    isExDemo: true,
    isEnquired: true,
    isViewed: true,
  },
};
export const WithRemove: Story = {
  render: withRemove,
};
