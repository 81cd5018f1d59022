import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, Stack, StarRating, starRatingSizes, Text } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Content/StarRating',
  component: StarRating,
  args: { value: 4.5, count: 128 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    count: { control: { type: 'number', min: 0 } },
    size: { control: 'inline-radio', options: starRatingSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A read-only rating: five stars to the nearest half, the number beside them and the count of reviews. Screen readers hear one image, "Rated 4.5 out of 5", then the count.',
      },
    },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What a screen reader reads, and what is on screen beside the stars (its play function). */
export const ReadAloud: Story = {
  args: { value: 4.26, count: 1284 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('4.5(1,284 reviews)');
    await expect(canvasElement.querySelectorAll('svg[data-fill="half"]')).toHaveLength(1);
  },
};

/** Every value a rating can show, from 0 to 5 in half steps. */
export const HalfSteps: Story = {
  render: (args) => (
    <Stack space="small">
      {Array.from({ length: 11 }, (_, step) => (
        <StarRating key={step} {...args} value={step / 2} count={undefined} />
      ))}
    </Stack>
  ),
};

export const WithoutCount: Story = { args: { value: 3, count: undefined } };
export const OneReview: Story = { args: { value: 5, count: 1 } };
/** No reviews: words instead of five empty stars, which would read as a bad rating. */
export const NoReviews: Story = { args: { value: 0, count: 0 } };
export const Medium: Story = { args: { size: 'medium' } };

/** Beside a dealer's name, as a page would show it. */
export const UnderAHeading: Story = {
  args: { size: 'medium', value: 4.7, count: 2316 },
  render: (args) => (
    <div>
      <Heading level={2}>Hilltop Motors, Derby</Heading>
      <StarRating {...args} />
      <Text tone="subtle" size="small">
        Reviews from buyers in the last 12 months
      </Text>
    </div>
  ),
};

/** In words beside the stars, in place of the number: one review's stars, or a dealer's summary. */
export const InWords: Story = {
  args: { value: 4, count: undefined, text: '4 out of 5 stars' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('4 out of 5 stars');
  },
};

export const Narrow: Story = { args: { value: 3.5, count: 123456 }, decorators: [narrow] };
