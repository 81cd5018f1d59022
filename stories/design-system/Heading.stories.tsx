import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, headingSizes, Stack } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Content/Heading',
  component: Heading,
  args: { level: 2, children: 'Used cars near you' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Levels: Story = {
  render: () => (
    <Stack>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>{`Heading level ${level}`}</Heading>
      ))}
    </Stack>
  ),
};
export const Sizes: Story = {
  render: () => (
    <Stack>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>{`Size ${size}`}</Heading>
      ))}
    </Stack>
  ),
};
export const LongText: Story = {
  args: { children: 'Volkswagen Transporter T32 2.0 TDI 150 Highline Kombi Panel Van LWB Euro 6 (s/s) 5dr' },
  decorators: [narrow],
};
