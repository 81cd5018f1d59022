import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Table, tableDensities } from '@ds';
import { column, narrow, narrowViewport, scrolledToEnd } from '../support/decorators';

const columns = [
  { id: 'term', header: 'Term' },
  { id: 'monthly', header: 'Monthly payment', align: 'end' as const },
  { id: 'credit', header: 'Total cost of credit', align: 'end' as const },
  { id: 'total', header: 'Total amount payable', align: 'end' as const },
];

const rows = [
  { id: '24', cells: ['24 months', '£395.10', '£987', '£10,482'] },
  { id: '36', cells: ['36 months', '£274.20', '£1,376', '£10,871'] },
  { id: '48', cells: ['48 months', '£214.80', '£1,816', '£11,311'] },
  { id: '60', cells: ['60 months', '£178.30', '£2,203', '£11,698'] },
];

/** The region measures itself once shown: it is a tab stop once it is known to overflow. */
async function overflowingRegion(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: /Payments on £9,495|What you would pay/ });
  await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
  return region;
}

const meta = {
  title: 'Components/Content/Table',
  component: Table,
  args: { caption: 'Payments on £9,495 with £1,000 deposit at 9.9% APR representative', columns, rows },
  argTypes: { density: { control: 'inline-radio', options: tableDensities } },
  decorators: [column],
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its caption, with column headers and a row header per term. */
export const Default: Story = {};

/** The default in use: what a person does with it, by keyboard and pointer (its play function). */
export const InUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: /Payments on £9,495/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    await expect(within(table).getByRole('rowheader', { name: '60 months' })).toBeVisible();
  },
};

export const Compact: Story = { args: { density: 'compact' } };

export const HiddenCaption: Story = { args: { isCaptionHidden: true } };

export const WithoutRowHeaders: Story = { args: { hasRowHeaders: false } };

export const Empty: Story = { args: { rows: [] } };

/** At 320 px the table scrolls sideways inside its region, which then takes focus for the arrow keys. */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    const region = await overflowingRegion(canvasElement);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const LongLabel: Story = {
  args: {
    caption: 'What you would pay each month over each term, with the same deposit and representative APR',
    columns: [{ id: 'term', header: 'How long you pay for' }, ...columns.slice(1)],
  },
  decorators: [narrow],
  play: async ({ canvasElement }) => {
    await overflowingRegion(canvasElement);
  },
};

/** At 320 px, scrolled sideways to the last column: the caption stays in view, at the start. */
export const NarrowScrolled: Story = {
  ...narrowViewport,
  decorators: [scrolledToEnd, narrow],
  play: async ({ canvasElement }) => {
    const region = await overflowingRegion(canvasElement);
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    const caption = within(canvasElement)
      .getByText(/^Payments on £9,495/)
      .getBoundingClientRect();
    const visible = region.getBoundingClientRect();
    // Within a pixel: the caption's text starts where the visible part of the table does.
    await expect(caption.left).toBeGreaterThanOrEqual(visible.left - 1);
    await expect(caption.right).toBeLessThanOrEqual(visible.right + 1);
  },
};
