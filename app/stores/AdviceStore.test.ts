import { describe, expect, it } from 'vitest';
import { adviceStore, guideHref, guideSelectionFrom } from './AdviceStore';
import { fullReview, priceGuide, reviewList as list, reviewSummary as summary } from './adviceTesting';
import { createTestStores, jsonResponse, type SentRequest } from './testing';

/** A server that answers as the contract says: reviews by make and type, reviews by id (404 for 'gone'), guides by make and model. */
function answer(request: SentRequest): Response {
  if (request.path === '/api/reviews') {
    const make = request.query.get('make');
    const van = request.query.get('vehicleType') === 'van';
    if (van) return jsonResponse(list([summary({ Id: 'ford-transit-custom-2023', VehicleType: 'van' })]));
    return jsonResponse(list(make === 'bmw' ? [] : [summary(), summary({ Id: 'ford-puma-2019', Model: 'Puma' })]));
  }
  const id = /^\/api\/reviews\/(.+)$/.exec(request.path)?.[1];
  if (id === 'gone') return jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, we could not find that review.' }, 404);
  if (id) return jsonResponse(fullReview(summary({ Id: id })));
  if (request.path === '/api/price-guide') {
    const make = request.query.get('make');
    const model = request.query.get('model');
    if (make === 'down') return new Response('Bad gateway', { status: 502 });
    return jsonResponse(priceGuide({ Title: make ? `${make} ${model ?? ''}`.trim() : 'All used cars' }));
  }
  if (request.path === '/api/lookups/car/makes')
    return jsonResponse({
      Makes: [
        { Name: 'Make (any)', Value: '*', Models: [] },
        {
          Name: 'Vauxhall',
          Value: 'vauxhall',
          Models: [
            { Name: 'Corsa', Value: 'corsa' },
            { Name: 'Astra', Value: 'astra' },
          ],
        },
        { Name: 'Audi', Value: 'audi', Models: [{ Name: 'A3', Value: 'a3' }] },
      ],
    });
  return new Response(null, { status: 204 });
}

describe('AdviceStore', () => {
  it('loads the reviews of a vehicle type and of a make separately, asking for each once', async () => {
    const { stores, requests } = createTestStores(answer);
    const advice = stores.use(adviceStore);
    expect(advice.reviewList('car').status).toBe('idle');
    await Promise.all([advice.loadReviewList('car'), advice.loadReviewList('car'), advice.loadReviewList('van')]);
    await advice.loadReviewList('car', 'bmw');
    expect(advice.reviewList('car').data?.Reviews.map((r) => r.Id)).toEqual(['ford-fiesta-2017', 'ford-puma-2019']);
    expect(advice.reviewList('van').data?.Reviews.map((r) => r.Id)).toEqual(['ford-transit-custom-2023']);
    expect(advice.reviewList('car', 'bmw').data?.Reviews).toEqual([]);
    const asked = requests.filter((r) => r.path === '/api/reviews').map((r) => r.query.toString());
    expect(asked).toEqual(['vehicleType=car', 'vehicleType=van', 'vehicleType=car&make=bmw']);
  });

  it('loads a review by id once, and says a review the server does not know is not found', async () => {
    const { stores, requests } = createTestStores(answer);
    const advice = stores.use(adviceStore);
    await advice.loadReview('vauxhall-corsa-2019');
    await advice.loadReview('vauxhall-corsa-2019');
    expect(advice.review('vauxhall-corsa-2019').data?.Summary.Id).toBe('vauxhall-corsa-2019');
    expect(requests.filter((r) => r.path.startsWith('/api/reviews/'))).toHaveLength(1);

    await advice.loadReview('gone');
    expect(advice.review('gone')).toMatchObject({
      status: 'failed',
      notFound: true,
      error: 'Sorry, we could not find that review.',
    });
  });

  it('loads the price guide of a selection with only the parameters chosen, and can ask again after a failure', async () => {
    const { stores, requests } = createTestStores(answer);
    const advice = stores.use(adviceStore);
    await advice.loadPriceGuide({});
    await advice.loadPriceGuide({ make: 'vauxhall', model: 'corsa' });
    await advice.loadPriceGuide({ make: 'vauxhall' });
    expect(advice.priceGuide({}).data?.Title).toBe('All used cars');
    expect(advice.priceGuide({ make: 'vauxhall', model: 'corsa' }).data?.Title).toBe('vauxhall corsa');
    expect(advice.priceGuide({ make: 'vauxhall' }).data?.Title).toBe('vauxhall');
    const asked = requests.filter((r) => r.path === '/api/price-guide').map((r) => r.query.toString());
    expect(asked).toEqual(['', 'make=vauxhall&model=corsa', 'make=vauxhall']);

    await advice.loadPriceGuide({ make: 'down' });
    const failed = advice.priceGuide({ make: 'down' });
    expect(failed.status).toBe('failed');
    expect(failed.notFound).toBe(false);
    expect(failed.error).toBe('Sorry, we could not load the price guide. Please try again.');
    await advice.loadPriceGuide({ make: 'down' });
    expect(requests.filter((r) => r.query.get('make') === 'down')).toHaveLength(2);
  });

  it('offers the car makes by name without the wildcard, and a make’s models by name', async () => {
    const { stores, requests } = createTestStores(answer);
    const advice = stores.use(adviceStore);
    await advice.loadCarMakes();
    await advice.loadCarMakes();
    expect(requests.filter((r) => r.path === '/api/lookups/car/makes')).toHaveLength(1);
    expect(advice.makes.map((make) => make.Name)).toEqual(['Audi', 'Vauxhall']);
    expect(advice.modelsOf('vauxhall').map((model) => model.Name)).toEqual(['Astra', 'Corsa']);
    expect(advice.modelsOf('no-such-make')).toEqual([]);
  });
});

describe('the price guide address', () => {
  it('reads a make and model, leaves out what is not a slug, and never a model without its make', () => {
    expect(guideSelectionFrom(new URLSearchParams('make=ford&model=fiesta'))).toEqual({
      make: 'ford',
      model: 'fiesta',
    });
    expect(guideSelectionFrom(new URLSearchParams('make=ford&model=<b>'))).toEqual({ make: 'ford' });
    expect(guideSelectionFrom(new URLSearchParams('model=fiesta'))).toEqual({});
    expect(guideSelectionFrom(new URLSearchParams('make=Ford Motor'))).toEqual({});
  });

  it('writes the address the page reads back', () => {
    expect(guideHref({})).toBe('/car-price-guide/');
    expect(guideHref({ make: 'land-rover' })).toBe('/car-price-guide/?make=land-rover');
    expect(guideHref({ make: 'bmw', model: '3-series' })).toBe('/car-price-guide/?make=bmw&model=3-series');
    expect(guideHref({ model: 'fiesta' })).toBe('/car-price-guide/');
    const back = guideSelectionFrom(new URL(guideHref({ make: 'bmw', model: '3-series' }), 'http://x').searchParams);
    expect(back).toEqual({ make: 'bmw', model: '3-series' });
  });
});
