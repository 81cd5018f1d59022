import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, boxElements, spaces, Text } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  args: { padding: 'large', background: 'surfaceRaised', borderRadius: 'medium', children: 'Box content' },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaces },
    gap: { control: 'select', options: spaces },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The layout atom: any element with spacing, flex and surface props taken from the tokens (vanilla-extract sprinkles). Native attributes pass through.',
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Landmark: Story = {
  args: { as: 'section', 'aria-label': 'Finance', children: <Text>Representative example: 9.9% APR.</Text> },
};
export const Empty: Story = { args: { children: undefined, paddingY: 'xlarge' } };
export const LongText: Story = {
  args: {
    children:
      'Mercedes-Benz Sprinter 314 CDI 2.1 L2 H2 Euro 6 panel van with air conditioning, cruise control, reversing camera and full service history',
  },
  decorators: [narrow],
};
