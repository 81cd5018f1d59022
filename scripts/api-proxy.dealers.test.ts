// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUnknownMockDealer, mockDealers, mockDealersAnswer, mockExampleNames } from './api-proxy';

describe('the mock dealer directory', () => {
  const dealers = mockDealers();
  const answer = (url: string) => mockDealersAnswer('GET', url, dealers);
  const names = (url: string) => answer(url)?.Dealers.map((dealer) => dealer.Name);

  it('lists every example dealer for all, by name, three to a page', () => {
    expect(dealers.length).toBeGreaterThanOrEqual(6);
    const first = answer('/api/dealers?vehicleType=all&page=1');
    expect(first?.Pagination).toEqual({ CurrentPage: 1, TotalRecords: dealers.length, PageSize: 3 });
    expect(first?.Dealers).toHaveLength(3);
    const second = names('/api/dealers?vehicleType=all&page=2') ?? [];
    expect(second[0]?.localeCompare(first?.Dealers[2]?.Name ?? '')).toBeGreaterThan(0);
    expect(names('/api/dealers?vehicleType=all&page=99')).toEqual([]);
  });

  it('narrows to the type, county and town asked', () => {
    expect(answer('/api/dealers?vehicleType=van')?.Dealers.every((d) => d.VehicleTypes?.includes('van'))).toBe(true);
    expect(names('/api/dealers?vehicleType=car&county=berkshire')).toEqual(['Thames Valley Car Centre']);
    expect(names('/api/dealers?vehicleType=all&county=greater-london&town=croydon')).toEqual([
      'Capital Cars of Croydon',
    ]);
    expect(names('/api/dealers?vehicleType=van&county=berkshire')).toEqual([]);
  });

  it('leaves requests the contract refuses, and other calls, to the mock', () => {
    expect(answer('/api/dealers')).toBeUndefined();
    expect(answer('/api/dealers?vehicleType=bus')).toBeUndefined();
    expect(answer('/api/dealers?vehicleType=car&page=0')).toBeUndefined();
    expect(answer('/api/dealers?vehicleType=car&county=Berk%20shire')).toBeUndefined();
    expect(answer('/api/dealers?vehicleType=car&postcode=nope')).toBeUndefined();
    expect(mockDealersAnswer('POST', '/api/dealers?vehicleType=car', dealers)).toBeUndefined();
    expect(mockDealersAnswer('GET', '/api/dealers/3101', dealers)).toBeUndefined();
  });

  it('asks the mock for a 404 for a dealer id with no example', () => {
    const exampleNames = mockExampleNames();
    expect(isUnknownMockDealer('GET', '/api/dealers/999999', exampleNames)).toBe(true);
    expect(isUnknownMockDealer('GET', '/api/dealers/3101', exampleNames)).toBe(false);
    expect(isUnknownMockDealer('GET', '/api/vehicles/999999', exampleNames)).toBe(false);
  });
});
