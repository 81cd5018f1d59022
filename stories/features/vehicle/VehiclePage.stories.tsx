import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { Dialog } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VehicleDetail } from '@app/api/types';
import DealerMapOverlay from '@app/features/vehicle/DealerMapOverlay';
import { DealerSection } from '@app/features/vehicle/DealerSection';
import { PricePanel } from '@app/features/vehicle/PricePanel';
import RunningCostOverlay from '@app/features/vehicle/RunningCostOverlay';
import VehicleDescriptionOverlay from '@app/features/vehicle/VehicleDescriptionOverlay';
import VehicleSpecOverlay from '@app/features/vehicle/VehicleSpecOverlay';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, jsonResponse, vehicleCard, vehicleDetail } from '@app/stores/testing';
import { vehicleStore, type VehicleStore } from '@app/stores/VehicleStore';
import { narrow } from '../../support/decorators';

const week = [
  { Day: 'Monday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Tuesday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Wednesday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Thursday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Friday', Opens: '09:00', Closes: '17:30' },
  { Day: 'Saturday', Opens: '10:00', Closes: '16:00' },
  { Day: 'Sunday', Closed: true },
] as const;

/** The contract's Fiesta, with the dealer's address, hours and map position and a price label. */
const fiesta = vehicleDetail({
  Dealer: {
    ...vehicleDetail().Dealer,
    Address: { Line1: 'Unit 4, Basingstoke Road', Town: 'Reading', County: 'Berkshire', PostCode: 'RG2 0QX' },
    Location: { Latitude: 51.4296, Longitude: -0.9746 },
    OpeningHours: [...week],
  },
  Specification: {
    EngineSizeLitres: 1,
    PowerBhp: 99,
    Doors: 5,
    Seats: 5,
    Co2EmissionsGPerKm: 107,
    FuelEconomyMpg: 60.1,
    InsuranceGroup: 10,
    AnnualTaxGBP: 190,
    AccelerationSeconds: 10.5,
    TopSpeedMph: 112,
    DriveTrain: 'Front wheel drive',
    PreviousOwners: 1,
    ServiceHistory: 'Full',
    EuroStandard: 'Euro 6c',
    IsULEZCompliant: true,
  },
  FuelCost: {
    AnnualMileage: 7400,
    AnnualFuelCostGBP: 756,
    Energy: 'Petrol',
    PencePerLitre: 135,
    FuelEconomyMpg: 60.1,
    PricesFrom: '2025-04-01',
  },
  Features: ['SYNC 3 navigation', 'Rear parking sensors', 'Heated windscreen', 'Cruise control'],
  PriceIndicator: {
    Label: 'Good price',
    Comparables: {
      Count: 14,
      Manufacturer: 'Ford',
      Model: 'Fiesta',
      FuelType: 'Petrol',
      Transmission: 'Manual',
      YearFrom: 2018,
      YearTo: 2020,
      MileageFrom: 20001,
      MileageTo: 30000,
      MedianPrice: 10095,
      LowerQuartile: 9250,
      UpperQuartile: 10895,
      Search: {
        Type: 'car',
        MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] }],
        MinYear: 2018,
        MaxYear: 2020,
        MinMileage: 20001,
        MaxMileage: 30000,
        FuelTypes: [{ Value: 'petrol', Selected: true }],
        Transmissions: [{ Value: 'manual', Selected: true }],
        ExcludeHistoryCatNCatD: true,
        ExcludeHistoryCatSCatC: true,
        ExcludeImports: true,
        SelectedSoldStatusV2: 'both',
        IncludeOnlineOnlySearch: true,
        BatteryIsLeased: true,
      },
    },
  },
});

/** Wednesday 25 November 2026, 11:00 and 19:00 UK time: the dealer open, then closed. */
const duringHours = new Date('2026-11-25T11:00:00Z');
const afterHours = new Date('2026-11-25T19:00:00Z');

interface VehicleStoryProps {
  part: 'price' | 'dealer';
  detail?: VehicleDetail;
  /** The time the dealer's opening state is judged at. */
  now?: Date;
  /** The visitor's postcode, remembered from a search (the page then shows the distance). */
  postcode?: string;
}

/** One part of the vehicle page, with the stores the page gives it and a fake server answering `detail`. */
function VehicleStory({ part, detail = fiesta, now = duringHours, postcode }: VehicleStoryProps) {
  const [stores] = useState(() => {
    const { stores } = createTestStores((request) =>
      request.path.startsWith('/api/vehicles/')
        ? jsonResponse({ ...detail, ...(request.query.get('postcode') ? { DistanceMiles: 4.2 } : {}) })
        : new Response(null, { status: 204 }),
    );
    if (postcode) stores.rememberedSearch.rememberPostcode(postcode);
    void stores.use(vehicleStore).load(detail.Vehicle.VehicleId);
    return stores;
  });
  const store = stores.use(vehicleStore);
  return (
    <StoresProvider stores={stores}>
      <Loaded store={store}>
        {(shown) =>
          part === 'price' ? (
            <PricePanel detail={shown} sharePath="/used-cars/ford/fiesta/20481734/" />
          ) : (
            <DealerSection detail={shown} store={store} now={now} />
          )
        }
      </Loaded>
    </StoresProvider>
  );
}

const Loaded = observer(function Loaded({
  store,
  children,
}: {
  store: VehicleStore;
  children: (detail: VehicleDetail) => ReactNode;
}) {
  return store.vehicle ? children(store.vehicle) : <p>Loading…</p>;
});

const meta = {
  title: 'Pages/Vehicle/Vehicle page',
  component: VehicleStory,
  args: { part: 'price' },
  argTypes: { part: { control: 'inline-radio', options: ['price', 'dealer'] } },
  decorators: [narrow],
  parameters: {
    docs: {
      description: {
        component:
          "Parts of the vehicle page. The price column says what the price includes (the dealer's admin fee, or 'No admin fee'), labels Sold, Reduced and Featured (and what Featured means), and a price label opens the comparables it was judged against. The dealer part shows reviews, the address as text, the distance from the visitor's postcode, whether the dealer is open now, and the phone number on request.",
      },
    },
  },
} satisfies Meta<typeof VehicleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Price: Story = {};

/** The label opens how it was rated: the price against the median, the middle half, the count, the search. */
export const PriceLabelExplained: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = await canvas.findByRole('button', { name: 'Good price: how we rated this price' });
    await userEvent.click(label);
    await expect(label).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText(/This price is £600 \(6%\) below the median of the 14 similar cars we compared/),
    ).toBeVisible();
    await expect(canvas.getByText('£9,250 to £10,895')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the 14 cars we compared' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/used-cars\/\?.*MinYear=2018/),
    );
  },
};

/** Too few similar cars to rate the price: it says how many there were. */
export const PriceNotRatedTooFew: Story = {
  args: { detail: { ...fiesta, PriceIndicator: undefined, PriceNotRated: { Reason: 'too-few', Compared: 3 } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No price rating: we found 2 similar cars to compare it with, and a rating needs at least 5.',
      ),
    ).toBeVisible();
  },
};

/** A written-off car is never rated. */
export const PriceNotRatedWriteOff: Story = {
  args: { detail: { ...fiesta, PriceIndicator: undefined, PriceNotRated: { Reason: 'write-off' } } },
};

export const WithAdminFee: Story = {
  args: { detail: { ...fiesta, Vehicle: vehicleCard({ GBPPrice: 9694, GBPPriceIncVAT: 9694, AdminFee: 199 }) } },
};

export const ReducedAndFeatured: Story = {
  args: { detail: { ...fiesta, Vehicle: vehicleCard({ Reduced: true, isReduced: true, IsFeaturedAdvert: true }) } },
};

export const Sold: Story = {
  args: {
    detail: {
      ...fiesta,
      PriceIndicator: undefined,
      PriceNotRated: { Reason: 'sold' },
      Vehicle: vehicleCard({ Sold: true }),
    },
  },
};

/** A van sold plus VAT: both prices. */
export const VanExcludingVat: Story = {
  args: {
    detail: {
      ...fiesta,
      PriceIndicator: undefined,
      Vehicle: vehicleCard({
        VehicleType: 7,
        Title: 'Ford Transit Custom 2.0 EcoBlue 130ps Low Roof Limited Van',
        GBPPrice: 16495,
        GBPPriceIncVAT: 19794,
        IsPriceExcludingVAT: true,
        Price: '£16,495 + VAT',
      }),
    },
  },
};

export const DealerOpen: Story = { args: { part: 'dealer' } };

export const DealerClosed: Story = { args: { part: 'dealer', now: afterHours } };

/** A postcode remembered from a search: the distance shows. */
export const DealerWithDistance: Story = {
  args: { part: 'dealer', postcode: 'RG1 8DN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4.2 miles from RG1 8DN')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change postcode' })).toBeVisible();
  },
};

/** The number is shown on request, as a tel: link that takes focus. */
export const PhoneRevealed: Story = {
  args: { part: 'dealer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show phone number' }));
    const call = canvas.getByRole('link', { name: 'Call 0118 496 0000' });
    await waitFor(() => expect(call).toHaveFocus());
    await expect(call).toHaveAttribute('href', 'tel:01184960000');
  },
};

/** The overlays' content, as the dialog shows it. */
function InDialog({ children }: { children: ReactNode }) {
  return <Dialog>{children}</Dialog>;
}

const close = () => undefined;

export const SpecificationOverlay: StoryObj = {
  render: () => (
    <InDialog>
      <VehicleSpecOverlay data={{ vehicle: fiesta }} close={close} />
    </InDialog>
  ),
};

export const DescriptionOverlay: StoryObj = {
  render: () => (
    <InDialog>
      <VehicleDescriptionOverlay data={{ vehicle: fiesta }} close={close} />
    </InDialog>
  ),
};

export const RunningCostsOverlay: StoryObj = {
  render: () => (
    <InDialog>
      <RunningCostOverlay data={{ vehicle: fiesta }} close={close} />
    </InDialog>
  ),
};

/** The address first, directions in map services; the map itself only on request. */
export const MapOverlay: StoryObj = {
  render: () => (
    <InDialog>
      <DealerMapOverlay data={{ dealer: fiesta.Dealer }} close={close} />
    </InDialog>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unit 4, Basingstoke Road')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Directions in Google Maps/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByTitle(/Map showing/)).toBeNull();
  },
};
