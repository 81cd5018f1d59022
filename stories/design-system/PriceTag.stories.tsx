import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag, priceTagSizes } from '@ds';

const meta = {
  title: 'Components/Marketplace/PriceTag',
  component: PriceTag,
  args: { price: 12995 },
  argTypes: { size: { control: 'inline-radio', options: priceTagSizes } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const ExcludingVat: Story = { args: { price: 10000, priceIncVat: 12000, isPriceExcludingVat: true } };
export const Monthly: Story = { args: { monthly: 199.5 } };
export const Large: Story = { args: { price: 1234567 } };
/** The price includes the dealer's compulsory admin fee, itemised (the price shown is the total). */
export const WithAdminFee: Story = { args: { price: 9694, adminFee: 199 } };
/** Adverts without an admin fee say so. */
export const NoAdminFee: Story = { args: { price: 9495, adminFee: 0 } };
