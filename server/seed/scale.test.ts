/**
 * A stock of any size (SEED_VEHICLES): the generator ends for thousands of dealers, gives each a name
 * of its own, writes the same records streamed as whole, and the size is read as the server reads it.
 */
import { describe, expect, it } from 'vitest';
import { dealersFor, seedVehicles } from '../stock';
import { generateStock, streamStock, withStockCounts } from './generate';

describe('a stock of any size', () => {
  it('generates 3,000 dealers (more than the drama ranges of one area hold), each named apart', () => {
    const { dealers } = streamStock({ dealers: 3000, vehicles: 500 });
    expect(dealers).toHaveLength(3000);
    expect(new Set(dealers.map((d) => d.dealer.Name)).size).toBe(3000);
    expect(new Set(dealers.map((d) => d.dealer.PhoneNumber)).size).toBe(3000);
  });

  it('streams the same vehicles and StockCounts as the whole stock', () => {
    const whole = generateStock({ dealers: 60, vehicles: 1500 });
    const streamed = streamStock({ dealers: 60, vehicles: 1500 });
    const vehicles = [...streamed.vehicles];
    expect(streamed.vehicleCount).toBe(vehicles.length);
    expect(vehicles).toEqual(whole.vehicles);
    expect(withStockCounts(streamed.dealers, vehicles)).toEqual(whole.dealers);
  });

  it('reads SEED_VEHICLES as a whole number from 500 to 5,000,000, with one dealer for about 35 vehicles', () => {
    expect(seedVehicles(undefined)).toBe(5000);
    expect(seedVehicles('500_000')).toBe(500000);
    for (const bad of ['12', 'lots', '2.5e5', '6000000'])
      expect(seedVehicles(bad)).toMatch(/^SEED_VEHICLES must be a whole number of vehicles from 500 to 5,000,000/);
    expect(dealersFor(5000)).toBe(200);
    expect(dealersFor(500000)).toBe(14286);
  });
});
