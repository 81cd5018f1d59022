import type { PriceGuide, Review, ReviewList, ReviewSummary } from '../api/types';
import { jsonResponse, vehicleCard, type SentRequest } from './testing';

/** A review summary (the contract's Ford Fiesta review, shortened) with the given fields changed. */
export function reviewSummary(overrides: Partial<ReviewSummary> = {}): ReviewSummary {
  return {
    Id: 'ford-fiesta-2017',
    VehicleType: 'car',
    Make: 'Ford',
    MakeSlug: 'ford',
    Model: 'Fiesta',
    ModelSlug: 'fiesta',
    Title: 'Ford Fiesta hatchback review',
    Generation: '2017 to 2023',
    Headline: 'Still the most fun small car to drive and cheap to run.',
    OverallRating: 4,
    Reviewer: { Name: 'Hannah Price', Role: 'Senior road tester' },
    PublishedOn: '2026-03-12',
    ...overrides,
  };
}

const puma = reviewSummary({
  Id: 'ford-puma-2019',
  Model: 'Puma',
  ModelSlug: 'puma',
  Title: 'Ford Puma SUV review',
  Generation: '2019 on',
  Headline: 'A small SUV that drives like a hatchback.',
});

export const transitCustom = reviewSummary({
  Id: 'ford-transit-custom-2023',
  VehicleType: 'van',
  Model: 'Transit Custom',
  ModelSlug: 'transit-custom',
  Title: 'Ford Transit Custom van review',
  Generation: '2023 on',
  Headline: 'It carries more, drives better and costs less to run.',
  OverallRating: 5,
  Reviewer: { Name: 'Dan Whitfield', Role: 'Van editor' },
});

/** A page of reviews with the makes they are of. */
export function reviewList(reviews: ReviewSummary[]): ReviewList {
  const makes = [...new Set(reviews.map((review) => review.Make))];
  return {
    Reviews: reviews,
    Makes: makes.map((make) => ({
      Name: make,
      Slug: reviews.find((review) => review.Make === make)?.MakeSlug ?? make.toLowerCase(),
      ReviewCount: reviews.filter((review) => review.Make === make).length,
    })),
    Pagination: { CurrentPage: 1, TotalRecords: reviews.length, PageSize: 20 },
  };
}

/** A review in full for a summary. */
export function fullReview(summary: ReviewSummary = reviewSummary()): Review {
  const van = summary.VehicleType === 'van';
  return {
    Summary: summary,
    Verdict: `The ${summary.Model} is easy to recommend: good to drive, cheap to run and there are plenty to choose from.`,
    Pros: ['Sharp handling', 'Frugal engines'],
    Cons: ['Tight rear seats'],
    Ratings: [
      { Category: 'Driving', Score: 5 },
      { Category: van ? 'Load space' : 'Practicality', Score: 3 },
      { Category: 'Running costs', Score: 4 },
    ],
    RunningCosts: {
      FuelEconomyMpg: { Low: 50.4, High: 65.7 },
      InsuranceGroups: { Low: 2, High: 18 },
      AnnualTaxGBP: 190,
    },
    UsedPrices: { Low: 5495, High: 15995 },
    Sections: [{ Heading: 'Buying used', Text: 'Check the service history for regular oil changes.' }],
  };
}

/** A price guide (the contract's Vauxhall Corsa one, shortened) with the given fields changed. */
export function priceGuide(overrides: Partial<PriceGuide> = {}): PriceGuide {
  return {
    Make: 'Vauxhall',
    MakeSlug: 'vauxhall',
    Model: 'Corsa',
    ModelSlug: 'corsa',
    Title: 'Vauxhall Corsa',
    AdvertCount: 2488,
    AveragePrice: 9240,
    PriceRange: { Low: 1295, High: 22995 },
    ByYear: [
      { Year: 2023, AdvertCount: 356, Low: 12495, High: 22995, Average: 15790 },
      { Year: 2020, AdvertCount: 688, Low: 7495, High: 16995, Average: 9650 },
    ],
    ByMileage: [
      {
        Band: 'Up to 20,000 miles',
        MinMileage: 0,
        MaxMileage: 20000,
        AdvertCount: 704,
        Low: 8495,
        High: 22995,
        Average: 13260,
      },
      { Band: 'Over 20,000 miles', MinMileage: 20000, AdvertCount: 1784, Low: 1295, High: 16995, Average: 7980 },
    ],
    RecentlyReducedCount: 1,
    RecentlyReduced: [
      {
        Vehicle: vehicleCard({
          VehicleId: 20481802,
          Manufacturer: 'Vauxhall',
          Model: 'Corsa',
          Title: 'Vauxhall Corsa 1.2 SE 5dr',
          GBPPrice: 8750,
          GBPPriceIncVAT: 8750,
          Price: '£8,750',
          Reduced: true,
          isReduced: true,
          DetailsPageUrl: '/used-cars/vauxhall/corsa/20481802',
          MainImage: {
            Medium: '/images/vehicles/vauxhall-corsa-20481802-1.svg',
            DefaultImage: '/images/vehicles/default.svg',
          },
        }),
        PreviousPrice: 9250,
        ReducedOn: '2026-11-21',
      },
    ],
    UpdatedOn: '2026-11-25',
    ...overrides,
  };
}

/** Every car: no make or model. */
export const allCarsGuide = priceGuide({
  Make: undefined,
  MakeSlug: undefined,
  Model: undefined,
  ModelSlug: undefined,
  Title: 'All used cars',
  AdvertCount: 48213,
  AveragePrice: 14870,
  PriceRange: { Low: 495, High: 189950 },
});

const carMakesLookup = {
  Makes: [
    { Name: 'Make (any)', Value: '*', Models: [] },
    {
      Name: 'BMW',
      Value: 'bmw',
      Models: [
        { Name: '1 Series', Value: '1-series' },
        { Name: '3 Series', Value: '3-series' },
      ],
    },
    {
      Name: 'Vauxhall',
      Value: 'vauxhall',
      Models: [
        { Name: 'Corsa', Value: 'corsa' },
        { Name: 'Astra', Value: 'astra' },
      ],
    },
  ],
};

/**
 * A fake server for Car Advice as the contract describes it: reviews by type and make, reviews by id
 * (404 for `gone`), price guides by make and model (every car without; 404 for make `unknown`), the
 * car makes lookup; 204 for anything else (audit).
 */
export function answerAdvice(request: SentRequest): Response {
  if (request.path === '/api/reviews') {
    if (request.query.get('vehicleType') === 'van') return jsonResponse(reviewList([transitCustom]));
    return jsonResponse(reviewList([reviewSummary(), puma]));
  }
  const id = /^\/api\/reviews\/(.+)$/.exec(request.path)?.[1];
  if (id === 'gone') return jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, we could not find that review.' }, 404);
  if (id)
    return jsonResponse(
      fullReview([reviewSummary(), puma, transitCustom].find((r) => r.Id === id) ?? reviewSummary({ Id: id })),
    );
  if (request.path === '/api/price-guide') {
    const make = request.query.get('make');
    const model = request.query.get('model');
    if (make === 'unknown')
      return jsonResponse({ Code: 404, FriendlyMessage: 'Sorry, we have no prices for that make and model.' }, 404);
    if (make === 'bmw')
      return jsonResponse(
        priceGuide({
          Make: 'BMW',
          MakeSlug: 'bmw',
          Model: '3 Series',
          ModelSlug: model ?? undefined,
          Title: 'BMW 3 Series',
          AdvertCount: 1312,
          AveragePrice: 21480,
        }),
      );
    return jsonResponse(make ? priceGuide() : allCarsGuide);
  }
  if (request.path === '/api/lookups/car/makes') return jsonResponse(carMakesLookup);
  return new Response(null, { status: 204 });
}
