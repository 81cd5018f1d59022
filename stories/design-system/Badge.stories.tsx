import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones, Inline, vehicleBadges } from '@ds';

const meta = {
  title: 'Components/Content/Badge',
  component: Badge,
  args: { children: 'Reduced', tone: 'caution' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reduced: Story = {};
export const Featured: Story = { args: { children: vehicleBadges.featured.label, tone: vehicleBadges.featured.tone } };
export const Sold: Story = { args: { children: vehicleBadges.sold.label, tone: vehicleBadges.sold.tone } };
export const ExDemo: Story = { args: { children: vehicleBadges.exDemo.label, tone: vehicleBadges.exDemo.tone } };
export const Tones: Story = {
  render: () => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
