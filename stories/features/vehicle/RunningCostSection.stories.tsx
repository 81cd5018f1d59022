import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@app/api/types';
import { RunningCostSection } from '@app/features/vehicle/RunningCostSection';
import { StoresProvider } from '@app/stores/StoresContext';
import { createTestStores, vehicleCard, vehicleDetail } from '@app/stores/testing';
import { annualFuelCost } from '@domain/runningCosts';
import { column, narrowViewport } from '../../support/decorators';

/** A vehicle of the given fuel and type with its fuel cost worked out as the server does. */
function withCost(detail: VehicleDetail): VehicleDetail {
  const cost = annualFuelCost({
    vehicleType: detail.Vehicle.VehicleType === 7 ? 'van' : 'car',
    fuelType: detail.Vehicle.FuelType,
    mpg: detail.Specification.FuelEconomyMpg,
  });
  return cost ? { ...detail, FuelCost: cost } : detail;
}

/** The contract's Fiesta: a 2019 petrol car, Euro 6c. */
const petrol = withCost(
  vehicleDetail({
    Specification: {
      Co2EmissionsGPerKm: 107,
      FuelEconomyMpg: 60.1,
      InsuranceGroup: 10,
      AnnualTaxGBP: 195,
      EuroStandard: 'Euro 6c',
      IsULEZCompliant: true,
    },
  }),
);

/** A 2014 diesel estate: Euro 5, below the ULEZ standard, taxed by its CO2 band. */
const oldDiesel = withCost(
  vehicleDetail({
    Vehicle: vehicleCard({
      VehicleId: 21000002,
      Title: 'Skoda Octavia Estate 1.6 TDI SE 5dr',
      Manufacturer: 'Skoda',
      Model: 'Octavia',
      FuelType: 'Diesel',
      RegistrationYear: 2014,
      Registration: 'KX14 HWN',
      BodyStyle: 'Estate',
    }),
    Specification: {
      Co2EmissionsGPerKm: 114,
      FuelEconomyMpg: 64.2,
      InsuranceGroup: 15,
      AnnualTaxGBP: 35,
      EuroStandard: 'Euro 5',
      IsULEZCompliant: false,
    },
  }),
);

/** A 2021 electric car listed new over £40,000: the supplement, and energy at the home rate. */
const electric = withCost(
  vehicleDetail({
    Vehicle: vehicleCard({
      VehicleId: 21000003,
      Title: 'Tesla Model 3 Long Range AWD 4dr Auto',
      Manufacturer: 'Tesla',
      Model: 'Model 3',
      FuelType: 'Electric',
      Transmission: 'Automatic',
      RegistrationYear: 2021,
      Registration: 'LN21 ETX',
      BodyStyle: 'Saloon',
    }),
    Specification: { Co2EmissionsGPerKm: 0, InsuranceGroup: 48, AnnualTaxGBP: 620, IsULEZCompliant: true },
  }),
);

/** A 2020 diesel panel van: the van rate, the commercial vehicles' insurance scale, Euro 6d-TEMP. */
const van = withCost(
  vehicleDetail({
    Vehicle: vehicleCard({
      VehicleId: 20490112,
      Title: 'Ford Transit Custom 2.0 EcoBlue 130 L1 H1 Trend Van',
      Manufacturer: 'Ford',
      Model: 'Transit Custom',
      FuelType: 'Diesel',
      RegistrationYear: 2020,
      Registration: 'WU70 DFK',
      BodyStyle: 'Panel Van',
      VehicleType: 7,
    }),
    Specification: {
      Co2EmissionsGPerKm: 187,
      FuelEconomyMpg: 40.4,
      InsuranceGroup: 6,
      AnnualTaxGBP: 345,
      EuroStandard: 'Euro 6d-TEMP',
      IsULEZCompliant: true,
    },
  }),
);

function RunningCostStory({ detail }: { detail: VehicleDetail }) {
  const [stores] = useState(() => createTestStores(() => new Response(null, { status: 204 })).stores);
  return (
    <StoresProvider stores={stores}>
      <RunningCostSection detail={detail} />
    </StoresProvider>
  );
}

const meta = {
  title: 'Pages/Vehicle/Running costs',
  component: RunningCostStory,
  args: { detail: petrol },
  argTypes: { detail: { control: false } },
  decorators: [column],
  parameters: {
    docs: {
      description: {
        component:
          "The vehicle page's running costs: road tax a year, the insurance group on its scale, the fuel or electricity cost a year with the mileage and prices it assumed, economy, CO2 and the Euro standard, and whether the vehicle meets the ULEZ and clean air zone standards, said in words (the banner's icon and border are never the only signal). 'What these figures mean' opens the `running-cost` overlay, which explains each figure with the same texts.",
      },
    },
  },
} satisfies Meta<typeof RunningCostStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A petrol car of Euro 6c: it meets the standards. */
export const PetrolCompliant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Meets ULEZ and clean air zone standards (Euro 6c petrol)')).toBeVisible();
    await expect(canvas.getByText('£756 a year')).toBeVisible();
    await expect(
      canvas.getByText('At 7,400 miles a year, petrol at 135p a litre and 60.1 mpg (prices of April 2025).'),
    ).toBeVisible();
  },
};

/** A Euro 5 diesel: a daily charge applies in London's ULEZ. */
export const OldDieselNotCompliant: Story = {
  args: { detail: oldDiesel },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Does not meet ULEZ standards: a daily charge applies in London's ULEZ"),
    ).toBeVisible();
    await expect(canvas.getByText(/Euro 5 diesel: a diesel engine needs Euro 6 or later/)).toBeVisible();
  },
};

/** An electric car: electricity at the home rate, no Euro standard, always meets the standards. */
export const Electric: Story = {
  args: { detail: electric },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Electricity cost')).toBeVisible();
    await expect(canvas.getByText('Meets ULEZ and clean air zone standards (electric)')).toBeVisible();
  },
};

/** A diesel van: the van rate and the commercial vehicles' insurance groups, 1 to 20. */
export const Van: Story = {
  args: { detail: van },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Group 6 of 20')).toBeVisible();
    await expect(canvas.getByText('£345 a year')).toBeVisible();
  },
};

/** The old diesel at 320 px: the facts and the banner reflow in one column. */
export const Narrow: Story = { args: { detail: oldDiesel }, ...narrowViewport };
