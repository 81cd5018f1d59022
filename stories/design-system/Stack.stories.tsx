import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, spaces, Stack } from '@ds';
import { narrow } from '../support/decorators';

const items = ['Petrol', 'Diesel', 'Electric', 'Hybrid'];

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  args: {
    space: 'medium',
    children: items.map((item) => (
      <Box key={item} padding="small" background="surfaceRaised">
        {item}
      </Box>
    )),
  },
  argTypes: { space: { control: 'select', options: spaces } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Spaces: Story = {
  render: (args) => (
    <Stack space="xlarge">
      {(['xsmall', 'medium', 'xlarge'] as const).map((space) => (
        <Stack {...args} key={space} space={space} />
      ))}
    </Stack>
  ),
};
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Fuel types',
    children: items.map((item) => <li key={item}>{item}</li>),
  },
};
export const Narrow: Story = { decorators: [narrow] };
