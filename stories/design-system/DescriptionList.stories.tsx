import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, descriptionListLayouts, formatEngineSize } from '@ds';
import { column, narrow } from '../support/decorators';

const keyFacts = [
  { term: 'Year', description: '2019' },
  { term: 'Mileage', description: '28,412 miles' },
  { term: 'Fuel', description: 'Petrol' },
  { term: 'Transmission', description: 'Manual' },
  { term: 'Body style', description: 'Hatchback' },
  { term: 'Engine', description: formatEngineSize(1) },
];

const representativeExample = [
  { term: 'Cash price', description: '£9,495' },
  { term: 'Deposit', description: '£1,000' },
  { term: 'Total amount of credit (Borrow)', description: '£8,495' },
  { term: 'Term (Over)', description: '60 months' },
  { term: 'Monthly payment (Pay)', description: '£178.30' },
  { term: 'Total amount payable (Total)', description: '£11,698' },
  { term: 'Representative APR', description: '9.9% APR' },
  { term: 'Interest rate', description: '9.48% a year (fixed)' },
];

const meta = {
  title: 'Components/Content/DescriptionList',
  component: DescriptionList,
  args: { items: keyFacts, layout: 'tiles' },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  decorators: [column],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Key facts as tiles: each term is read with its value. */
export const Tiles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(keyFacts.map((fact) => fact.term));
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('28,412 miles');
  },
};

/** A representative example as rows: every item the same size and weight (CONC 3.5.5R equal prominence). */
export const Rows: Story = {
  args: { items: representativeExample, layout: 'rows' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const values = canvas.getAllByRole('definition');
    const sizes = new Set(values.map((value) => getComputedStyle(value).fontSize));
    const weights = new Set(values.map((value) => getComputedStyle(value).fontWeight));
    await expect(sizes.size).toBe(1);
    await expect(weights.size).toBe(1);
  },
};

export const Empty: Story = { args: { items: [] } };

export const LongLabel: Story = {
  args: {
    layout: 'rows',
    items: [
      {
        term: 'Total amount payable, including the deposit, interest and the optional final payment',
        description: '£11,698 including an optional final payment of £4,250',
      },
      ...representativeExample.slice(0, 3),
    ],
  },
  decorators: [narrow],
};

export const Narrow: Story = { decorators: [narrow] };
