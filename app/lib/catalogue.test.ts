import { describe, expect, it } from 'vitest';
import { parsePriceBand, parseTransmission, parseVehicleType, slugToName } from './catalogue';

describe('route segments', () => {
  it.each([
    ['under-500', 500],
    ['under-1000', 1000],
    ['under-2000', 2000],
    ['under-3000', 3000],
    ['under-5000', 5000],
    ['under-10000', 10000],
    ['under-15000', 15000],
    ['under-20000', 20000],
  ])('%s is a price band', (segment, amount) => expect(parsePriceBand(segment)).toBe(amount));

  it.each(['under-750', 'under-25000', 'over-5000', 'under-', '5000', undefined])('%s is not a price band', (segment) =>
    expect(parsePriceBand(segment)).toBeNull(),
  );

  it('knows the transmissions and vehicle types', () => {
    expect(parseTransmission('manual')).toBe('manual');
    expect(parseTransmission('automatic')).toBe('automatic');
    expect(parseTransmission('cvt')).toBeNull();
    expect(parseVehicleType('van')).toBe('van');
    expect(parseVehicleType('bike')).toBeNull();
  });

  it('turns slugs into names', () => {
    expect(slugToName('land-rover')).toBe('Land Rover');
    expect(slugToName('3-series')).toBe('3 Series');
  });
});
