import { describe, expect, it } from 'vitest';
import { annualFuelCost, fuelCostBasis } from './runningCosts';

describe('fuel or energy cost a year at 7,400 miles', () => {
  it('a petrol car at 60.1 mpg: 7,400 / 60.1 x 4.546 litres x 135p = £756', () => {
    expect(annualFuelCost({ vehicleType: 'car', fuelType: 'Petrol', mpg: 60.1 })).toEqual({
      AnnualMileage: 7400,
      AnnualFuelCostGBP: 756,
      Energy: 'Petrol',
      PencePerLitre: 135,
      FuelEconomyMpg: 60.1,
      PricesFrom: '2025-04-01',
    });
  });

  it('a diesel van at 40 mpg: 7,400 / 40 x 4.546 x 142p = £1,194', () => {
    const cost = annualFuelCost({ vehicleType: 'van', fuelType: 'Diesel', mpg: 40 });
    expect(cost?.AnnualFuelCostGBP).toBe(1194);
    expect(cost?.Energy).toBe('Diesel');
  });

  it('a hybrid is priced as petrol at its own mpg', () => {
    expect(annualFuelCost({ vehicleType: 'car', fuelType: 'Hybrid', mpg: 57.6 })?.Energy).toBe('Petrol');
  });

  it('an electric car: 7,400 x 0.3 kWh x 27.03p = £600', () => {
    expect(annualFuelCost({ vehicleType: 'car', fuelType: 'Electric', mpg: undefined })).toEqual({
      AnnualMileage: 7400,
      AnnualFuelCostGBP: 600,
      Energy: 'Electricity',
      PencePerKWh: 27.03,
      KWhPerMile: 0.3,
      PricesFrom: '2025-04-01',
    });
  });

  it('an electric van at 0.4 kWh a mile: £800', () => {
    expect(annualFuelCost({ vehicleType: 'van', fuelType: 'Electric', mpg: undefined })?.AnnualFuelCostGBP).toBe(800);
  });

  it('a plug-in hybrid: half its miles on electricity (£300), half on petrol at 40 mpg (£568), whatever its official mpg', () => {
    const cost = annualFuelCost({ vehicleType: 'car', fuelType: 'Plug-in Hybrid', mpg: 256.8 });
    expect(cost?.AnnualFuelCostGBP).toBe(868);
    expect(cost).toMatchObject({ Energy: 'Petrol and electricity', ElectricShare: 0.5, FuelEconomyMpg: 40 });
  });

  it('none for a combustion vehicle without an mpg', () => {
    expect(annualFuelCost({ vehicleType: 'car', fuelType: 'Diesel', mpg: undefined })).toBeUndefined();
  });

  it('states its mileage and prices once', () => {
    expect(fuelCostBasis).toMatchObject({ annualMileage: 7400, pencePerLitre: { petrol: 135, diesel: 142 } });
  });
});
