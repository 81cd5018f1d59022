import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SearchCriteria } from '@app/api/types';
import { SearchPanel } from '@app/features/search/SearchPanel';
import type { VehicleType } from '@app/lib/catalogue';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse as json, searchPanelExample } from '@app/stores/testing';
import { column, narrow } from '../../support/decorators';

/** The default panel as the server gives it: makes with their models, the price and monthly options. */
const defaultPanel = searchPanelExample();

const fordFiesta: SearchCriteria['MakeModels'] = [
  { Value: '*', Name: 'Make (any)' },
  {
    Value: 'ford',
    Name: 'Ford',
    Selected: true,
    Models: [
      { Value: '*', Name: 'Model (any)' },
      { Value: 'fiesta', Name: 'Fiesta', Selected: true },
      { Value: 'focus', Name: 'Focus' },
    ],
  },
];

const serverError = { Code: 500, FriendlyMessage: 'Sorry, we could not count the cars just now. Please try again.' };

interface SearchPanelStoryProps {
  vehicleType?: VehicleType;
  /** Criteria on top of the default panel (a remembered search, a typed postcode). */
  criteria?: SearchCriteria;
  /** What the count answers: a number of vehicles, or the server's failure (500 with its FriendlyMessage). */
  count?: number | 'failed';
  /** The default panel has not arrived yet: the panel is busy and its fields unavailable. */
  loading?: boolean;
}

/** The home page's search panel on stores whose API answers as the story says. */
function SearchPanelStory({ vehicleType = 'car', criteria = {}, count, loading = false }: SearchPanelStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) => {
      if (request.method === 'GET') return json(defaultPanel);
      if (request.path.endsWith('/count'))
        return count === 'failed' ? json(serverError, 500) : json({ RecordCount: count ?? 0 });
      return json(defaultPanel);
    });
    if (!loading) {
      stores.search.load(vehicleType, 'home', { ...structuredClone(defaultPanel), ...criteria });
      if (count !== undefined) void stores.searchCount.count();
    }
    return stores;
  });
  return (
    <StoresProvider stores={stores}>
      <MemoryRouter>
        <SearchPanel onSubmit={() => undefined} />
      </MemoryRouter>
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Search/Search panel',
  component: SearchPanelStory,
  decorators: [column],
  argTypes: {
    vehicleType: { control: 'inline-radio', options: ['car', 'van'] },
    count: { control: 'object' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The basic search panel (requirements 2.14) on the home page: postcode, distance, make and model, the Price / Monthly cost toggle with its min and max, More options, Reset and the search button with the live count. The count is asked 500 ms after the last change; a failed count says why under the button with Try again, and the button goes back to "Search cars" rather than show a count for other criteria. Each story runs on a fake API answering as its arguments say.',
      },
    },
  },
} satisfies Meta<typeof SearchPanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: no postcode yet, so no count; the button says what it searches. */
export const Default: Story = {};

/** The default panel is on its way: the form is busy and its fields unavailable. */
export const Loading: Story = { args: { loading: true } };

/** A remembered search (postcode and a Ford Fiesta under £10,000) with its live count on the button. */
export const WithCount: Story = {
  args: { criteria: { PostCode: 'SW1A1AA', Distance: 30, MakeModels: fordFiesta, MaxPrice: 10000 }, count: 1284 },
};

/** Nothing matches: the button says 'No matching cars' and is unavailable (but keeps focus). */
export const NoMatches: Story = {
  args: { criteria: { PostCode: 'SW1A1AA', Distance: 1, MakeModels: fordFiesta, MaxPrice: 1000 }, count: 0 },
};

/** The monthly cost mode: its own min and max. */
export const MonthlyCost: Story = {
  args: {
    criteria: { PostCode: 'LS14AP', PaymentSearchSelection: { Selected: 'monthly' }, MaxPaymentMonthlyCost: 300 },
    count: 412,
  },
};

/** The monthly cost mode on PCP: the annual mileage, which sets each car's final payment, is asked for too. */
export const MonthlyCostPcp: Story = {
  args: {
    criteria: {
      PostCode: 'LS14AP',
      PaymentSearchSelection: { Selected: 'monthly' },
      MaxPaymentMonthlyCost: 300,
      PaymentFinanceType: 'PCP',
      PaymentMileage: 12000,
      PaymentMileageOptions: [8000, 10000, 12000, 15000].map((Value) => ({
        Name: `${Value.toLocaleString('en-GB')} miles a year`,
        Value,
      })),
    },
    count: 96,
  },
};

/** A min above the max: both fields say so (requirements 5.7) and the search is blocked. */
export const MinAboveMax: Story = {
  args: { criteria: { PostCode: 'SW1A1AA', MinPrice: 10000, MaxPrice: 3000 }, count: 20 },
};

/** The van search: vans in the count, no link to itself. */
export const Van: Story = { args: { vehicleType: 'van', criteria: { PostCode: 'M11AE' }, count: 96 } };

/** The count failed (500): the server's message under the button with Try again; the criteria are kept. */
export const CountFailed: Story = {
  args: { criteria: { PostCode: 'SW1A1AA', MakeModels: fordFiesta }, count: 'failed' },
};

/** 320 px wide (WCAG 1.4.10 reflow): the fields stack, the min and max wrap. */
export const Narrow: Story = {
  args: { criteria: { PostCode: 'SW1A1AA', MakeModels: fordFiesta, MaxPrice: 10000 }, count: 1284 },
  decorators: [narrow],
};

/** A submit without a postcode: 'We need a postcode to find cars in your area' on the field, and focus moves to it. */
export const SubmitWithoutPostcode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search cars' }));
    const postcode = canvas.getByRole('textbox', { name: 'Postcode' });
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(postcode).toHaveAccessibleDescription(/Error:\s*We need a postcode to find cars in your area/);
  },
};

/** Try again after a failed count asks once more; the message stays while the server still fails. */
export const CountFailedTryAgain: Story = {
  args: CountFailed.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent(serverError.FriendlyMessage);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    expect(await canvas.findByRole('alert')).toHaveTextContent(serverError.FriendlyMessage);
    expect(canvas.getByRole('combobox', { name: 'Make' })).toHaveValue('ford');
    expect(canvas.getByRole('button', { name: 'Search cars' })).toBeInTheDocument();
  },
};
