/**
 * Each generated vehicle's History (the contract's History and its rules): MOT tests a year apart from
 * the third anniversary of first registration, in the four weeks before each falls due, with odometer
 * readings rising to the advert's mileage; fails (more often with age) retested within ten days;
 * advisories typical of the car's age; the check's flags. Everything is drawn from the vehicle's own
 * stream (`streamFor(id, 'history')`), never the main one; the keepers, service history, write-off and
 * import are the values the main stream already drew, copied.
 *
 * The shares chosen (of all vehicles; the one in eight with a mileage discrepancy is UK stock at
 * large, most of it sold privately, where a dealer's stock is checked before it is bought):
 * stolen 0.1%, outstanding finance 1.2%, outstanding recall 4%, and a mileage discrepancy for 6% of
 * those with at least two tests.
 */
import { addDays, expiryAfterPass, firstMotDue, hasMileageDiscrepancy, MILES_PER_KM } from '../../domain/motHistory.ts';
import type { components } from '../../openapi/generated/schema';
import { streamFor, type Random } from './random.ts';
import type { WriteOffCategory } from './types.ts';

type Schemas = components['schemas'];
export type History = Schemas['History'];
export type MotTest = Schemas['MotTest'];
type MotDefect = Schemas['MotDefect'];

/** The shares of the history check's flags the seed draws (see the module's comment). */
const HISTORY_SHARES = {
  stolen: 0.001,
  outstandingFinance: 0.012,
  outstandingRecall: 0.04,
  /** Of vehicles with at least two MOT tests. */
  mileageDiscrepancy: 0.06,
  /** Of imported vehicles: an odometer in km. */
  kilometres: 0.5,
} as const;

/** What a vehicle's history is drawn from: its facts as the main stream gave them. */
export interface HistoryInput {
  vehicleId: number;
  /** First registration, 'YYYY-MM-DD'. */
  registrationDate: string;
  /** The advert's mileage: the odometer on the day of the check. */
  mileage: number;
  /** When the advert was listed (ISO date-time): the check is made then, and every test is before it. */
  listedAt: string;
  previousOwners: number;
  serviceHistory: History['ServiceHistory'];
  writeOff: WriteOffCategory | null;
  imported: boolean;
}

/** From 20 May 2018 defects are minor, major or dangerous; before, a failure item is FAIL. */
const DEFECT_CATEGORIES_FROM = '2018-05-20';

const ADVISORIES = [
  'Nearside Front Tyre worn close to legal limit (5.2.3 (e))',
  'Offside Front Tyre worn close to legal limit (5.2.3 (e))',
  'Nearside Rear Tyre worn close to legal limit (5.2.3 (e))',
  'Offside Rear Tyre slightly damaged/cracking or perishing (5.2.3 (d) (ii))',
  'Front Brake pad(s) wearing thin (1.1.13 (a) (ii))',
  'Rear Brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))',
  'Nearside Rear Brake pipe slightly corroded (1.1.11 (c))',
  'Offside Front Suspension arm pin or bush worn but not resulting in excessive movement (5.3.4 (a) (i))',
  'Nearside Front Anti-roll bar linkage ball joint has slight play (5.3.4 (a) (i))',
  'Sub-frame corroded but not seriously weakened (5.3.3 (b) (i))',
  'Exhaust has a minor leak of exhaust gases (6.1.2 (a))',
  'Oil leak, but not excessive (8.4.1 (a) (i))',
  'Windscreen minor damage to an area outside of zone A (3.2 (a) (i))',
  'Nearside Front Drive shaft joint constant velocity boot deteriorated (6.1.7 (b) (i))',
] as const;
const MINORS = [
  'Registration plate lamp inoperative in the case of multiple lamps or light sources (4.7.1 (b) (i))',
  'Washer provides insufficient washer liquid (3.6 (b) (i))',
  'Nearside Rear Position lamp lens slightly damaged (4.2.1 (b) (i))',
] as const;
const MAJORS = [
  'Nearside Front Tyre tread depth below requirements of 1.6mm (5.2.3 (e))',
  'Offside Rear Tyre tread depth below requirements of 1.6mm (5.2.3 (e))',
  'Offside Headlamp aim too high (4.1.2 (a) (ii))',
  'Nearside Front Position lamp not working (4.2.1 (a) (ii))',
  'Front Brakes imbalanced across an axle (1.2.1 (b) (i))',
  'Offside Front Coil spring fractured or broken (5.3.1 (b) (i))',
  'Nearside Front Suspension arm ball joint excessively worn (5.3.4 (a) (i))',
  'Nearside Rear Brake pipe excessively corroded (1.1.11 (c))',
  'Wiper blade missing or obviously defective (3.4 (b))',
] as const;
const DANGEROUS = [
  'Offside Front Tyre has a cut in excess of the requirements deep enough to reach the ply or cords (5.2.3 (d) (i))',
  'Nearside Rear Brake pipe excessively damaged (1.1.11 (b) (i))',
] as const;

const YEAR_MS = 365.25 * 86_400_000;
const ms = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** The distinct items `count` times from `items`, in the drawn order. */
function someOf(random: Random, items: readonly string[], count: number): string[] {
  const chosen: string[] = [];
  for (let i = 0; i < count && chosen.length < items.length; i++) {
    const item = random.pick(items);
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}

const defect = (Text: string, Type: MotDefect['Type']): MotDefect => ({ Text, Type, Dangerous: Type === 'DANGEROUS' });

/** A test's completed time on its day: between 08:00 and 17:30 UTC, to the minute. */
const completedAt = (random: Random, day: string) => {
  const minutes = random.int(8 * 60, 17 * 60 + 30);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${day}T${hh}:${mm}:00Z`;
};

interface DraftTest {
  day: string;
  result: MotTest['TestResult'];
  expiry?: string;
  defects: MotDefect[];
}

/** The tests (oldest first, dates and results only) of a vehicle first registered on `registered`, before `checkedDay`. */
function draftTests(random: Random, registered: string, checkedDay: string): DraftTest[] {
  const tests: DraftTest[] = [];
  // The last day the vehicle may be driven without a (new) MOT: before the first, the day before it is due.
  let expiry = addDays(firstMotDue(registered), -1);
  const lastDay = addDays(checkedDay, -1);
  for (;;) {
    const windowStart = addDays(expiry, -27);
    if (windowStart > lastDay) break;
    const latest = expiry < lastDay ? expiry : lastDay;
    let day = addDays(windowStart, random.int(0, Math.round((ms(latest) - ms(windowStart)) / 86_400_000)));
    const age = (ms(day) - ms(registered)) / YEAR_MS;
    const categories = day >= DEFECT_CATEGORIES_FROM;
    const advisories = (): MotDefect[] => {
      let count = 0;
      for (let k = 0; k < 4; k++) if (random.chance(Math.min(0.7, 0.12 + 0.06 * (age - 3)))) count++;
      return someOf(random, ADVISORIES, count).map((text) => defect(text, 'ADVISORY'));
    };
    const retestDay = addDays(day, random.int(1, 10));
    // A fail is retested within ten days; one that could not be retested before the check is not drawn as a fail.
    const fails = random.chance(Math.min(0.45, 0.12 + 0.03 * (age - 3))) && retestDay <= lastDay;
    if (fails) {
      const items = someOf(random, MAJORS, random.int(1, 3)).map((text) => defect(text, categories ? 'MAJOR' : 'FAIL'));
      if (categories && random.chance(0.1)) items.push(defect(random.pick(DANGEROUS), 'DANGEROUS'));
      const advised = advisories();
      tests.push({ day, result: 'FAILED', defects: [...items, ...advised] });
      day = retestDay;
      const next = expiryAfterPass(day, expiry);
      tests.push({ day, result: 'PASSED', expiry: next, defects: advised });
      expiry = next;
      continue;
    }
    const defects = advisories();
    if (categories && random.chance(0.15)) defects.unshift(defect(random.pick(MINORS), 'MINOR'));
    if (random.chance(0.04)) defects.unshift(defect(random.pick(MAJORS), 'PRS'));
    const next = expiryAfterPass(day, expiry);
    tests.push({ day, result: 'PASSED', expiry: next, defects });
    expiry = next;
  }
  return tests;
}

/**
 * Odometer readings in miles at each test, rising to `mileage` on the day of the check: each stretch
 * between tests adds miles in proportion to its length, weighted by a draw between 0.6 and 1.4 (some
 * years are driven more than others).
 */
function readings(random: Random, registered: string, days: readonly string[], checkedDay: string, mileage: number) {
  const stops = [registered, ...days, checkedDay].map(ms);
  const weights = stops.slice(1).map((stop, i) => Math.max(0, stop - (stops[i] ?? stop)) * (0.6 + 0.8 * random.next()));
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  let sum = 0;
  return days.map((_, i) => {
    sum += weights[i] ?? 0;
    return Math.round((mileage * sum) / total);
  });
}

/** A vehicle's History, drawn from its own stream. */
export function vehicleHistory(input: HistoryInput): History {
  const random = streamFor(input.vehicleId, 'history');
  const checkedDay = input.listedAt.slice(0, 10);
  const stolen = random.chance(HISTORY_SHARES.stolen);
  const outstandingFinance = random.chance(HISTORY_SHARES.outstandingFinance);
  const outstandingRecall = random.chance(HISTORY_SHARES.outstandingRecall);
  const discrepancy = random.chance(HISTORY_SHARES.mileageDiscrepancy);
  const km = input.imported && random.chance(HISTORY_SHARES.kilometres);

  const drafts = draftTests(random, input.registrationDate, checkedDay);
  const miles = readings(
    random,
    input.registrationDate,
    drafts.map((d) => d.day),
    checkedDay,
    input.mileage,
  );
  if (discrepancy && drafts.length >= 2) {
    // Clocked before the test at `from`: the earlier readings were of the true, higher mileage.
    const from = random.int(1, drafts.length - 1);
    const before = miles[from - 1] || 1;
    const factor = ((miles[from] ?? before) / before) * (1.1 + 0.4 * random.next());
    for (let i = 0; i < from; i++) miles[i] = Math.round((miles[i] ?? 0) * factor);
  }
  const tests: MotTest[] = drafts.map((draft, i) => ({
    CompletedDate: completedAt(random, draft.day),
    TestResult: draft.result,
    ...(draft.expiry ? { ExpiryDate: draft.expiry } : {}),
    OdometerValue: km ? Math.round((miles[i] ?? 0) / MILES_PER_KM) : (miles[i] ?? 0),
    OdometerUnit: km ? 'km' : 'mi',
    OdometerResultType: 'READ',
    Defects: draft.defects,
  }));
  const passes = drafts.filter((d) => d.expiry);
  const lastPass = passes[passes.length - 1];
  // The log book is reissued at each change of keeper: the last one some time in the second half of its life.
  const life = ms(checkedDay) - ms(input.registrationDate);
  const v5c =
    input.previousOwners <= 1
      ? input.registrationDate
      : addDays(input.registrationDate, Math.floor(((0.45 + 0.5 * random.next()) * life) / 86_400_000));
  const newestFirst = [...tests].reverse();
  return {
    MotTests: newestFirst,
    ...(lastPass?.expiry
      ? { MotExpiryDate: lastPass.expiry }
      : { MotFirstDueDate: firstMotDue(input.registrationDate) }),
    PreviousOwners: input.previousOwners,
    ServiceHistory: input.serviceHistory,
    V5CIssueDate: v5c,
    Check: {
      CheckedAt: input.listedAt,
      Stolen: stolen,
      WriteOff: input.writeOff,
      OutstandingFinance: outstandingFinance,
      Imported: input.imported,
      MileageDiscrepancy: hasMileageDiscrepancy(newestFirst),
      OutstandingRecall: outstandingRecall,
    },
  };
}
