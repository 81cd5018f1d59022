import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames, iconSizes, Inline, Stack, Text } from '@ds';

const meta = {
  title: 'Components/Content/Icon',
  component: Icon,
  args: { name: 'heart' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
  parameters: {
    docs: {
      description: {
        component: 'Inline SVG icons that follow the text colour. Hidden from assistive technology unless labelled.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};
export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  },
};
export const Filled: Story = { args: { filled: true } };
export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {iconSizes.map((size) => (
        <Icon {...args} key={size} size={size} />
      ))}
    </Inline>
  ),
};
export const AllIcons: Story = {
  render: () => (
    <Inline as="ul" space="large" aria-label="Icons">
      {iconNames.map((name) => (
        <li key={name}>
          <Stack space="xsmall" alignItems="center">
            <Icon name={name} size="large" />
            <Text size="xsmall">{name}</Text>
          </Stack>
        </li>
      ))}
    </Inline>
  ),
};
