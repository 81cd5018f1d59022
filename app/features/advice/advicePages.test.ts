import { describe, expect, it } from 'vitest';
import { formatPrice } from '@ds';
import { formatDate, range, usedVehiclesHref } from './advicePages';

describe('Car Advice helpers', () => {
  it('writes contract dates as people in the UK do, whatever the time zone', () => {
    expect(formatDate('2026-03-12')).toBe('12 March 2026');
    expect(formatDate('2026-11-01')).toBe('1 November 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes a range as low to high, or one figure when they are the same', () => {
    expect(range(5495, 15995, formatPrice)).toBe('£5,495 to £15,995');
    expect(range(190, 190, formatPrice)).toBe('£190');
  });

  it('links a review to its used cars or vans in the results', () => {
    expect(usedVehiclesHref('car', 'ford', 'fiesta')).toBe('/ford/fiesta/used-cars/');
    expect(usedVehiclesHref('car', 'ford')).toBe('/ford/used-cars/');
    expect(usedVehiclesHref('van', 'ford', 'transit-custom')).toBe('/used-vans/ford/transit-custom/');
    expect(usedVehiclesHref('van', 'mercedes-benz')).toBe('/used-vans/mercedes-benz/');
  });
});
