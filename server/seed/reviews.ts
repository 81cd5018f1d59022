/**
 * Buyers' reviews of each dealer, drawn from the dealer's own random stream (never the seed's main
 * one). The last 12 months' reviews are as many as the dealer's size suggests (the contract's example
 * dealers: their ReviewCount), raised to the nearest count whose share of 4 and 5 star reviews can
 * equal the ScorePercentage already drawn, and that many are positive; so the summary a person reads
 * is the figure the DealerRating filter and relevance use. Older reviews (12 to 36 months) are listed
 * but not counted. Dealers reply to most low-star reviews and to a few others. Reviews are kept by
 * their age in days, so the catalogue's dates follow the server's clock as price cuts do.
 */
import { positivesFor } from '../../domain/dealerReviews.ts';
import type { DealerTypeValue, SeedDealerReview } from './types.ts';

/** What reviews.ts needs of the seed's random source (generate.ts's Random). */
export interface ReviewRandom {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** The last 12 months' reviews of a dealer of each type, before the count is raised to fit its score. */
const COUNTED_BY_TYPE: Record<DealerTypeValue, [number, number]> = {
  independent: [8, 45],
  franchise: [30, 140],
  supermarket: [90, 260],
};

/** Ages in days: counted reviews are at most COUNTED_MAX_AGE old, older ones OLDER_AGES; none between. */
const COUNTED_MAX_AGE = 358;
const OLDER_AGES: [number, number] = [372, 1_095];

/** Reviews' ids: the dealer's id times this, plus the review's place oldest first. */
const REVIEW_ID_SCALE = 1_000;

const FIRST_NAMES = [
  'Sarah',
  'James',
  'Emma',
  'Oliver',
  'Priya',
  'Mohammed',
  'Gareth',
  'Rhian',
  'Fiona',
  'Callum',
  'Aisha',
  'Tom',
  'Hannah',
  'David',
  'Chloe',
  'Daniel',
  'Megan',
  'Ravi',
  'Sophie',
  'Liam',
  'Grace',
  'Connor',
  'Jessica',
  'Ben',
  'Amelia',
  'Harry',
  'Zara',
  'Owen',
  'Lucy',
  'Jack',
  'Niamh',
  'Ewan',
  'Kirsty',
  'Aled',
  'Helen',
  'Paul',
  'Bethan',
  'Imran',
  'Joanne',
  'Stuart',
  'Siobhan',
  'Kieran',
  'Ellie',
  'Graham',
  'Nadia',
];
const INITIALS = 'ABCDEFGHJKLMNOPRSTWY';

/** Titles, openings and details by stars (index 0 is 1 star). */
const PHRASES: Array<{ titles: string[]; openings: string[]; details: string[] }> = [
  {
    titles: ['Would not buy here again', 'Very disappointed', 'Avoid', 'Poor after-sales'],
    openings: [
      'The car developed a fault within a week and nobody returned my calls.',
      'Nothing like the advert when we arrived to view it.',
      'We were promised a full service before collection and it had not been done.',
      'The sale was quick but everything since has been a struggle.',
    ],
    details: [
      'I had to chase for my V5C for over a month.',
      'The warning light came on before I got home and the garage said it was not their problem.',
      'There were scratches on the bodywork that were not in any of the photos.',
      'I have had to pay for repairs myself that should have been covered.',
    ],
  },
  {
    titles: ['Let down on the handover', 'Not as described', 'Could do better', 'Slow to respond'],
    openings: [
      'The car was fine but the second key and the service book were missing on the day.',
      'The salesman was friendly but the car needed two new tyres the week after.',
      'It took three visits to get the paperwork right.',
      'Emails went unanswered for days at a time.',
    ],
    details: [
      'It took several phone calls to get things sorted.',
      'I expected more from a dealer with such good reviews.',
      'They did put it right in the end, but only after I complained.',
      'The part-exchange price dropped on the day without a clear reason.',
    ],
  },
  {
    titles: ['Okay overall', 'Mixed experience', 'Fine, nothing special', 'Got there in the end'],
    openings: [
      'The car itself is good and the price was fair.',
      'Buying was straightforward, though collection was delayed twice.',
      'Decent choice of cars, but the showroom was short-staffed on a Saturday.',
      'A reasonable deal once we had agreed the part exchange.',
    ],
    details: [
      'A little more communication would have made it much better.',
      'The car had not been valeted when we picked it up.',
      'The finance paperwork took longer than expected.',
      'No complaints about the car, just the wait.',
    ],
  },
  {
    titles: ['Good experience', 'Happy with my car', 'Would recommend', 'Helpful team'],
    openings: [
      'Good choice of cars and a fair part-exchange price.',
      'The team answered all my questions and sent extra photos when I asked.',
      'Smooth purchase and the car was ready on the day we agreed.',
      'Friendly staff and no pressure during the test drive.',
    ],
    details: [
      'The paperwork took a while.',
      'Only small thing was a missing mat, which they posted out.',
      'The car came with a fresh MOT and a service.',
      'Would use them again.',
    ],
  },
  {
    titles: ['Painless from start to finish', 'Excellent service', 'First class', 'Could not fault them'],
    openings: [
      'Found the car online on the Tuesday and drove it home on the Saturday.',
      'Brilliant from the first phone call to the handover.',
      'The car was spotless and exactly as described.',
      'They went out of their way to find the right car for our family.',
    ],
    details: [
      'Everything was explained clearly and there was no pressure at all.',
      'They even filled the tank before we collected it.',
      'The finance was arranged in an afternoon.',
      'Highly recommended to anyone looking for a used car.',
    ],
  },
];

const LOW_REPLIES = [
  'Thank you for telling us, {name}. We are sorry we let you down; please call our sales manager so we can put this right.',
  'We are sorry to read this, {name}. This is not the service we aim for, and we have contacted you to resolve it.',
  'Thank you for your feedback, {name}. We have looked into what happened and changed our handover checklist.',
];
const HIGH_REPLIES = [
  'Thank you, {name}! We are glad you are enjoying the car and hope to see you again.',
  'Thanks for taking the time to review us, {name}. Enjoy the new car!',
];

/** Which share of a dealer's replies it gives, by stars (index 0 is 1 star). */
const REPLY_CHANCE = [0.9, 0.85, 0.7, 0.15, 0.08];

/** The last 12 months' reviews a dealer of this type has, drawn from its own stream. */
export function countedReviewsFor(random: ReviewRandom, dealerType: DealerTypeValue): number {
  const [min, max] = COUNTED_BY_TYPE[dealerType];
  return random.int(min, max);
}

function shuffle<T>(random: ReviewRandom, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const positiveStars = (random: ReviewRandom) => (random.chance(0.72) ? 5 : 4);
const negativeStars = (random: ReviewRandom) => (random.chance(0.4) ? 1 : random.chance(0.45) ? 2 : 3);

/**
 * A dealer's reviews, newest first: at least `counted` within the last 12 months (raised to the
 * nearest count at which `scorePercentage` is exact), some older ones, and the dealer's replies.
 */
export function dealerReviews(
  random: ReviewRandom,
  dealerId: number,
  scorePercentage: number,
  counted: number,
): SeedDealerReview[] {
  let count = Math.max(1, counted);
  while (positivesFor(scorePercentage, count) === undefined) count++;
  const positives = positivesFor(scorePercentage, count) ?? 0;
  const recentStars = shuffle(
    random,
    Array.from({ length: count }, (_, i) => (i < positives ? positiveStars(random) : negativeStars(random))),
  );
  const older = Math.min(REVIEW_ID_SCALE - count, random.int(Math.round(count * 0.3), Math.round(count * 0.8)));
  const olderStars = Array.from({ length: older }, () =>
    random.chance(scorePercentage / 100) ? positiveStars(random) : negativeStars(random),
  );
  const replies = random.chance(0.85);
  const ages = [
    ...recentStars.map(() => random.int(0, COUNTED_MAX_AGE)),
    ...olderStars.map(() => random.int(...OLDER_AGES)),
  ];
  const stars = [...recentStars, ...olderStars];
  // Oldest first for the ids, so that a later id is never an older review.
  const order = stars.map((_, i) => i).sort((a, b) => (ages[b] ?? 0) - (ages[a] ?? 0) || a - b);
  const reviews = order.map((i, place): SeedDealerReview => {
    const star = stars[i] ?? 5;
    const ageDays = ages[i] ?? 0;
    const phrases = PHRASES[star - 1] ?? PHRASES[4];
    if (!phrases) throw new Error('no phrases');
    const firstName = random.pick(FIRST_NAMES);
    const review: SeedDealerReview = {
      id: dealerId * REVIEW_ID_SCALE + place,
      stars: star,
      text: `${random.pick(phrases.openings)} ${random.pick(phrases.details)}`,
      reviewerName: `${firstName} ${random.pick([...INITIALS])}.`,
      ageDays,
    };
    if (random.chance(0.7)) review.title = random.pick(phrases.titles);
    if (replies && random.chance(REPLY_CHANCE[star - 1] ?? 0)) {
      const text = random.pick(star <= 3 ? LOW_REPLIES : HIGH_REPLIES).replace('{name}', firstName);
      review.reply = { text, ageDays: Math.max(0, ageDays - random.int(0, 5)) };
    }
    return review;
  });
  return reviews.reverse();
}
