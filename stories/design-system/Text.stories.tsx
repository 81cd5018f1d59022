import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text, textElements, textSizes, textTones, textWeights } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Content/Text',
  component: Text,
  args: { children: 'Prices include VAT unless marked otherwise.' },
  argTypes: {
    tone: { control: 'inline-radio', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
    weight: { control: 'inline-radio', options: textWeights },
    elementType: { control: 'select', options: textElements },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text {...args} key={tone} tone={tone}>{`${tone}: 23,456 miles`}</Text>
      ))}
    </Stack>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text {...args} key={size} size={size}>{`${size}: 2019 · Petrol · Manual`}</Text>
      ))}
    </Stack>
  ),
};
export const Weights: Story = {
  render: (args) => (
    <Stack space="small">
      {textWeights.map((weight) => (
        <Text {...args} key={weight} weight={weight}>{`${weight}: £12,995`}</Text>
      ))}
    </Stack>
  ),
};
export const LongText: Story = {
  args: {
    children:
      'We act as a credit broker and not a lender. We refer insurance and credit enquiries to named regulated partners, for which we receive a fixed commission; you do not pay more because of it.',
  },
  decorators: [narrow],
};
