import { describe, expect, it } from 'vitest';
import { directoryHref, directoryQueryFrom } from './DealersPage';
import { dealerHref, dealerSlug, dealerStockHref, sellsText } from './links';

describe('dealer addresses', () => {
  it('names the dealer page by id and a slug of the name', () => {
    expect(dealerSlug('Capital Cars of Croydon')).toBe('capital-cars-of-croydon');
    expect(dealerSlug("Smith & Sons' Motors (Leeds)")).toBe('smith-and-sons-motors-leeds');
    expect(dealerSlug('Škoda Centre')).toBe('skoda-centre');
    expect(dealerHref({ Id: 3106, Name: 'Capital Cars of Croydon' })).toBe('/dealers/3106/capital-cars-of-croydon/');
    expect(dealerHref({ Id: 7, Name: '***' })).toBe('/dealers/7/');
  });

  it("links a dealer's stock to the results by DealerId", () => {
    expect(dealerStockHref('van', 3104)).toBe('/search/van/?DealerId=3104');
  });

  it('says what a dealer sells', () => {
    expect(sellsText({ VehicleTypes: ['van', 'car'] })).toBe('Sells cars and vans');
    expect(sellsText({ VehicleTypes: ['van'] })).toBe('Sells vans');
    expect(sellsText({})).toBeNull();
  });
});

describe('the directory address', () => {
  it('reads the place, postcode and page, and writes them back', () => {
    const query = directoryQueryFrom(
      'all',
      new URLSearchParams('county=greater-london&town=croydon&postcode=cr0%204xj&page=3'),
    );
    expect(query).toEqual({ kind: 'all', county: 'greater-london', town: 'croydon', postcode: 'CR04XJ', page: 3 });
    expect(directoryHref(query)).toBe('/dealers/all/?county=greater-london&town=croydon&postcode=CR04XJ&page=3');
    expect(directoryHref({ kind: 'van', page: 1 })).toBe('/used-vans/dealers/');
  });

  it('ignores what is malformed: a town without its county, a bad postcode, a page out of range', () => {
    expect(directoryQueryFrom('car', new URLSearchParams('town=croydon&postcode=nope&page=0'))).toEqual({
      kind: 'car',
      page: 1,
    });
    expect(directoryQueryFrom('car', new URLSearchParams('county=Greater London&page=2.5'))).toEqual({
      kind: 'car',
      page: 1,
    });
  });
});
