import { describe, expect, it } from 'vitest';
import { resultsSummary, type ResultsState } from './resultsSummary';

/** The first page of a car search that found 1,234, its 20 cards on screen. */
const loaded: ResultsState = {
  vehicleType: 'car',
  total: 1234,
  page: 1,
  perPage: 20,
  isLoaded: true,
  shownCount: 20,
  sortLabel: 'Price: lowest first',
};

describe('resultsSummary', () => {
  it('heads a search with its total and the postcode searched near', () => {
    const summary = resultsSummary({ ...loaded, postcode: 'sw1a1aa' });
    expect(summary.heading).toBe('1,234 used cars near SW1A 1AA');
    expect(summary.resultsHeading).toBe('1,234 results');
    expect(summary.dealerStock).toBeUndefined();
  });

  it('heads a search without a postcode with its total alone', () => {
    expect(resultsSummary(loaded).heading).toBe('1,234 used cars');
  });

  it('names one van in the singular, and the results heading as it always has', () => {
    const summary = resultsSummary({ ...loaded, vehicleType: 'van', total: 1, shownCount: 1 });
    expect(summary.heading).toBe('1 used van');
    expect(summary.resultsHeading).toBe('1 results');
    expect(summary.announcement).toBe('Showing 1 to 1 of 1 vans, Price: lowest first');
  });

  it('announces the range shown and the order', () => {
    expect(resultsSummary(loaded).announcement).toBe('Showing 1 to 20 of 1,234 cars, Price: lowest first');
  });

  it("announces the last page's part range, in the most relevant order when no order is named", () => {
    const summary = resultsSummary({ ...loaded, page: 62, shownCount: 14, sortLabel: undefined });
    expect(summary.announcement).toBe('Showing 1,221 to 1,234 of 1,234 cars, Most relevant');
  });

  it('announces nothing while the results load, or when none are shown', () => {
    expect(resultsSummary({ ...loaded, isLoaded: false }).announcement).toBe('');
    expect(resultsSummary({ ...loaded, total: 0, shownCount: 0 }).announcement).toBe('');
  });

  it('heads a search that found nothing with its zero', () => {
    const summary = resultsSummary({ ...loaded, total: 0, shownCount: 0, postcode: 'M1 1AE' });
    expect(summary.heading).toBe('0 used cars near M1 1AE');
    expect(summary.resultsHeading).toBe('0 results');
    expect(summary.totalPages).toBe(1);
    expect(summary.pastTheEnd).toBe(false);
  });

  it('shows no count and no pages for a search that failed', () => {
    const summary = resultsSummary({ ...loaded, total: undefined, postcode: 'SW1A 1AA' });
    expect(summary.heading).toBe('Used cars near SW1A 1AA');
    expect(summary.resultsHeading).toBe('Results');
    expect(summary.announcement).toBe('');
    expect(summary.totalPages).toBe(1);
    expect(summary.pastTheEnd).toBe(false);
  });

  it("names a dealer's stock by its dealer", () => {
    const summary = resultsSummary({ ...loaded, vehicleType: 'van', dealerName: 'Acme Motors', postcode: 'SW1A 1AA' });
    expect(summary.dealerStock).toBe('Vans from Acme Motors');
    expect(summary.heading).toBe('Vans from Acme Motors');
  });

  it("keeps a landing page's own heading", () => {
    const summary = resultsSummary({ ...loaded, heading: 'Used Ford cars', dealerName: 'Acme Motors' });
    expect(summary.heading).toBe('Used Ford cars');
    expect(summary.dealerStock).toBe('Cars from Acme Motors');
  });

  it("counts pages in the server's page size", () => {
    expect(resultsSummary(loaded).totalPages).toBe(62);
    expect(resultsSummary({ ...loaded, perPage: 10 }).totalPages).toBe(124);
  });

  it('says how many pages the results fill on a page past the end', () => {
    const summary = resultsSummary({ ...loaded, total: 21, page: 5, shownCount: 0 });
    expect(summary.pastTheEnd).toBe(true);
    expect(summary.pastTheEndText).toBe('These 21 cars fill 2 pages.');
    expect(summary.lastPageLink).toBe('Go to page 2, the last page');
  });

  it('says one page, and one car, past the end of a single result', () => {
    const summary = resultsSummary({ ...loaded, total: 1, page: 3, shownCount: 0 });
    expect(summary.pastTheEnd).toBe(true);
    expect(summary.pastTheEndText).toBe('These 1 car fill 1 page.');
    expect(summary.lastPageLink).toBe('Go to page 1, the last page');
  });

  it('is not past the end on the last page', () => {
    expect(resultsSummary({ ...loaded, total: 21, page: 2, shownCount: 1 }).pastTheEnd).toBe(false);
  });
});
