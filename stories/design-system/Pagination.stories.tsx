import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '@ds';
import { narrow, widePhone } from '../support/decorators';
import { StateRow } from '../support/States';

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  args: { currentPage: 5, totalPages: 12, getPageHref: (page: number) => `/search/car/?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Previous\s*page/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

/** Page 1's link at rest, hovered, focused by keyboard and pressed (the state forced on that link only). */
export const States: Story = {
  render: (args) => (
    <StateRow states={['rest', 'hover', 'focus-visible', 'pressed']} target='a[href$="page=1"]'>
      {() => <Pagination {...args} />}
    </StateRow>
  ),
};

export const FirstPage: Story = { args: { currentPage: 1 } };
export const LastPage: Story = { args: { currentPage: 12 } };
export const FewPages: Story = { args: { currentPage: 2, totalPages: 3 } };
export const Narrow: Story = { decorators: [narrow] };

/** At 430 px (the widest phones upright): "Next" never ends up alone on a row. */
export const WidePhone: Story = { decorators: [widePhone] };
