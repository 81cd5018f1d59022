import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline, spaces } from '@ds';
import { narrow } from '../support/decorators';

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: ['Save search', 'Reset', 'Search 1,234 cars'].map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
  argTypes: { space: { control: 'select', options: spaces } },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoWrap: Story = { args: { noWrap: true } };
/** At 320 px the row wraps instead of overflowing (WCAG 1.4.10 reflow). */
export const Narrow: Story = { decorators: [narrow] };
