import type { Dealer } from '../api/types';

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
    ReviewSummary: { ScorePercentage: 96, ReviewCount: 538 },
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
