import type { Dealer, DealerReview, DealerReviewSummary } from '../api/types';

// Test and story fixtures for dealers, beside the shared ones in ./testing.

/** A dealer in full (the contract's Capital Cars of Croydon, selling cars and vans) with the given fields changed. */
export function exampleDealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    Id: 3106,
    GroupId: 77,
    Name: 'Capital Cars of Croydon',
    Customer: 'FC-003106',
    PhoneNumber: '020 7946 0321',
    EmailEnabled: true,
    PartnerListForThankYou: ['Forecourt Finance'],
    ReviewSummary: { ScorePercentage: 96, ReviewCount: 538, AverageStars: 4.6, PeriodMonths: 12 },
    Address: { Line1: '2 Purley Way', Town: 'Croydon', County: 'Greater London', PostCode: 'CR0 4XJ' },
    Website: 'https://www.capitalcarscroydon.example',
    VehicleTypes: ['car', 'van'],
    StockCount: 112,
    OpeningHours: [
      { Day: 'Monday', Opens: '09:00', Closes: '18:00' },
      { Day: 'Tuesday', Opens: '09:00', Closes: '18:00' },
      { Day: 'Wednesday', Opens: '09:00', Closes: '18:00' },
      { Day: 'Thursday', Opens: '09:00', Closes: '19:00' },
      { Day: 'Friday', Opens: '09:00', Closes: '18:00' },
      { Day: 'Saturday', Opens: '09:00', Closes: '17:00' },
      { Day: 'Sunday', Closed: true },
    ],
    ...overrides,
  };
}

/** Reviews of a dealer, newest first: a five-star one, a two-star one with the dealer's reply, a four-star one without a title. */
export const exampleReviews: DealerReview[] = [
  {
    Id: 3106612,
    Stars: 5,
    Title: 'Painless from start to finish',
    Text: 'Found the car online on the Tuesday and drove it home on the Saturday. Everything was explained clearly.',
    ReviewerName: 'Sarah K.',
    PublishedAt: '2026-11-18',
  },
  {
    Id: 3106611,
    Stars: 2,
    Title: 'Let down on the handover',
    Text: 'The car was fine but the second key and the service book were missing on the day.',
    ReviewerName: 'Gareth M.',
    PublishedAt: '2026-11-12',
    Reply: {
      Text: 'Thank you for telling us, Gareth. We are sorry we let you down; please call our sales manager so we can put this right.',
      RepliedAt: '2026-11-13',
    },
  },
  {
    Id: 3106610,
    Stars: 4,
    Text: 'Good choice of cars and a fair part-exchange price. The paperwork took a while.',
    ReviewerName: 'Priya S.',
    PublishedAt: '2026-11-02',
  },
];

/** The summary beside exampleReviews. */
const exampleReviewSummary: DealerReviewSummary = {
  ScorePercentage: 96,
  ReviewCount: 538,
  AverageStars: 4.6,
  PeriodMonths: 12,
};

/** One page of reviews as the server answers it. */
export function reviewPage(
  reviews: DealerReview[] = exampleReviews,
  CurrentPage = 1,
  TotalRecords = 23,
  PageSize = 10,
) {
  return {
    Reviews: reviews,
    Pagination: { CurrentPage, TotalRecords, PageSize },
    Summary: TotalRecords === 0 ? { ScorePercentage: 0, ReviewCount: 0, PeriodMonths: 12 } : exampleReviewSummary,
  };
}
