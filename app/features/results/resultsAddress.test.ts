import { describe, expect, it } from 'vitest';
import { addressWith, pageAddress, searchOf } from './resultsAddress';

const base = '/search/car/';

describe('searchOf', () => {
  it('drops the order and the page, keeping the search', () => {
    expect(searchOf('PostCode=SW1A1AA&SortOrder=price-asc&Page=3')).toBe('PostCode=SW1A1AA');
  });
});

describe('addressWith', () => {
  it('sets, replaces and removes parameters', () => {
    const params = new URLSearchParams('PostCode=SW1A1AA&Page=2');
    expect(addressWith(base, params, { SortOrder: 'price-asc', Page: undefined })).toBe(
      '/search/car/?PostCode=SW1A1AA&SortOrder=price-asc',
    );
  });

  it('is the bare page when no parameter is left', () => {
    expect(addressWith(base, new URLSearchParams('PostCode=SW1A1AA'), { PostCode: undefined })).toBe(base);
  });

  it('leaves the address it was given as it was', () => {
    const params = new URLSearchParams('Page=2');
    addressWith(base, params, { Page: undefined });
    expect(params.toString()).toBe('Page=2');
  });
});

describe('pageAddress', () => {
  const params = new URLSearchParams('DealerId=42&DealerGroupId=7&IsGroupStock=true&PostCode=SW1A1AA&Page=2');

  it('turns to a page, the first without a number', () => {
    expect(pageAddress(base, params, 3)).toBe(
      '/search/car/?DealerId=42&DealerGroupId=7&IsGroupStock=true&PostCode=SW1A1AA&Page=3',
    );
    expect(pageAddress(base, params, 1)).toBe(
      '/search/car/?DealerId=42&DealerGroupId=7&IsGroupStock=true&PostCode=SW1A1AA',
    );
  });

  it("without the dealer, searches every dealer's stock", () => {
    expect(pageAddress(base, params, 1, false)).toBe('/search/car/?PostCode=SW1A1AA');
  });
});
