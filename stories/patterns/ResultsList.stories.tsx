import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { formatNumber, Heading, Inline, NativeSelect, Pagination, Stack } from '@ds';
import type { SearchResult, VehicleCard } from '@app/api/types';
import { ResultList } from '@app/features/results/ResultList';
import { sortOptions } from '@app/features/search/options';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, vehicleCard } from '@app/stores/testing';
import { expect, within } from 'storybook/test';
import { narrow } from '../support/decorators';

/** A photo stand-in in one colour, so every card is told apart at a glance. */
const photo = (colour: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><circle cx="200" cy="150" r="80" fill="#efeafd"/></svg>`,
  );

const card = (VehicleId: number, colour: string | null, overrides: Partial<VehicleCard>): VehicleCard =>
  vehicleCard({
    VehicleId,
    MainImage: { Medium: colour ? photo(colour) : '', DefaultImage: '' },
    ...overrides,
  });

/** A page of results as the server sends it: each card in one of the states a results page shows. */
const cars: VehicleCard[] = [
  card(1001, '#2445b8', { Title: 'Ford Fiesta 1.0 EcoBoost Titanium 5dr', IsFeaturedAdvert: true }),
  card(1002, '#b3261e', {
    Manufacturer: 'Vauxhall',
    Model: 'Corsa',
    Title: 'Vauxhall Corsa 1.2 SE 5dr',
    GBPPrice: 8750,
    GBPPriceIncVAT: 8750,
    Reduced: true,
    isReduced: true,
  }),
  card(1003, '#137333', {
    Manufacturer: 'Toyota',
    Model: 'Yaris',
    Title: 'Toyota Yaris 1.5 Hybrid Design 5dr',
    FuelType: 'Hybrid',
    Transmission: 'Automatic',
    GBPPrice: 13250,
    GBPPriceIncVAT: 13250,
    AdminFee: 199,
    IsViewed: true,
  }),
  card(1004, '#4d535c', {
    Manufacturer: 'Volkswagen',
    Model: 'Golf',
    Title: 'Volkswagen Golf 1.5 TSI Life 5dr',
    GBPPrice: 16995,
    GBPPriceIncVAT: 16995,
    IsEnquired: true,
  }),
  card(1005, null, {
    Manufacturer: 'Nissan',
    Model: 'Qashqai',
    Title: 'Nissan Qashqai 1.3 DiG-T N-Connecta 5dr',
    GBPPrice: 17450,
    GBPPriceIncVAT: 17450,
  }),
  card(1006, '#8a4b00', {
    Manufacturer: 'Kia',
    Model: 'Sportage',
    Title: 'Kia Sportage 1.6 T-GDi GT-Line 5dr',
    GBPPrice: 19750,
    GBPPriceIncVAT: 19750,
    Mileage: 8120,
    RegistrationYear: 2022,
  }),
];

const offers: SearchResult = {
  ObjectType: 'SpecialOffers',
  Title: 'Special offers near you',
  Vehicles: [
    card(2001, '#4a22c9', {
      Manufacturer: 'BMW',
      Model: '3 Series',
      Title: 'BMW 3 Series 320d M Sport 4dr',
      FuelType: 'Diesel',
      GBPPrice: 21995,
      GBPPriceIncVAT: 21995,
    }),
    card(2002, '#1b1d21', {
      Manufacturer: 'Audi',
      Model: 'A3',
      Title: 'Audi A3 Sportback 35 TFSI S line 5dr',
      GBPPrice: 20495,
      GBPPriceIncVAT: 20495,
      Reduced: true,
      isReduced: true,
    }),
  ],
};

/** The same cars in a monthly-cost search: each card with its payment a month and how it was worked out. */
const monthly: VehicleCard[] = cars.map((vehicle) => ({
  ...vehicle,
  MonthlyPayment: { Pay: Math.round(vehicle.GBPPrice / 48), Over: 60, Deposit: 1000, APR: 9.9, FinanceType: 'HP' },
}));

/** The same cars in a PCP monthly-cost search: each payment with its optional final payment and the mileage that sets it. */
const monthlyPcp: VehicleCard[] = cars.map((vehicle) => ({
  ...vehicle,
  MonthlyPayment: {
    Pay: Math.round(vehicle.GBPPrice / 80),
    Over: 48,
    Deposit: 1000,
    APR: 9.9,
    FinanceType: 'PCP',
    FinalPayment: Math.round(vehicle.GBPPrice * 0.35),
    AnnualMileage: 10000,
  },
}));

interface ResultsListProps {
  /** The results in the server's order: cards, and a special-offers group where the server sends one. */
  results: SearchResult[];
  /** How many vehicles the search found, for the heading. */
  total: number;
}

/**
 * The results part of a results page: its heading with the count, the sort order, the cards (the app's
 * own ResultList, each card with its shortlist heart) and the pages.
 */
function ResultsList({ results, total }: ResultsListProps) {
  const [stores] = useState(() => createTestStores(() => jsonResponse({})).stores);
  const [sort, setSort] = useState('relevance');
  return (
    <StoresProvider stores={stores}>
      <Stack space="large">
        <Inline space="medium" justifyContent="space-between" alignItems="flex-end">
          <Heading level={2} size="large">
            {formatNumber(total)} results
          </Heading>
          <NativeSelect label="Sort by" options={sortOptions} value={sort} onChange={setSort} />
        </Inline>
        <ResultList results={results} trackingId="search" />
        <Pagination currentPage={1} totalPages={Math.ceil(total / 20)} getPageHref={(page) => `?Page=${page}`} />
      </Stack>
    </StoresProvider>
  );
}

const meta = {
  title: 'Patterns/Results list',
  component: ResultsList,
  args: { results: cars, total: 1284 },
} satisfies Meta<typeof ResultsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of results: featured, reduced, viewed, enquired, with an admin fee, and one without a photo. */
export const Default: Story = {};

/** A special-offers group in the results, under its own heading; the cards on the page follow. */
export const WithSpecialOffers: Story = { args: { results: [offers, ...cars] } };

/** A monthly-cost search: each card shows its payment a month. */
export const MonthlyCost: Story = { args: { results: monthly } };

/** A PCP monthly-cost search: each card names PCP and shows its optional final payment and the mileage it is set for. */
export const MonthlyCostPcp: Story = {
  args: { results: monthlyPcp },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/a month \(PCP\)/)).toHaveLength(monthlyPcp.length);
    await expect(canvas.getAllByText(/optional final payment of £[0-9,]+ at 10,000 miles a year/)).toHaveLength(
      monthlyPcp.length,
    );
  },
};

/** 320 px wide (a phone, or 400 % zoom): one column of cards, the sort order under the heading. */
export const Narrow: Story = { args: { results: cars.slice(0, 3) }, decorators: [narrow] };
