/**
 * The MOT rules the contract's History states, shared by the seed (which writes the history) and the
 * vehicle page (which flags a lower reading): when the first MOT is due, when a pass runs out, and which
 * odometer readings are lower than an earlier one. Dates are ISO 'YYYY-MM-DD' (UTC), readings compared in
 * miles.
 */

/** A km reading in miles (the contract's factor). */
export const MILES_PER_KM = 0.621371;

/** The first MOT is due by this anniversary of the first registration (Great Britain, cars and vans). */
const FIRST_MOT_YEARS = 3;

/** What the rules read of one MOT test (the contract's MotTest). */
export interface OdometerReading {
  CompletedDate: string;
  OdometerValue: number;
  OdometerUnit: 'mi' | 'km';
  OdometerResultType: 'READ' | 'UNREADABLE' | 'NO_ODOMETER';
}

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** The same day `years` later (29 February to 1 March when the year has none). */
export function addYears(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return dayOf(Date.UTC(y + years, m - 1, d));
}

/** The same day `months` later (clamped to the month's end: 31 March less a month is 28 or 29 February). */
function addMonths(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(y, m - 1 + months, Math.min(d, last)));
}

export const addDays = (day: string, days: number) => dayOf(msOf(day) + days * DAY);

/** The first MOT's due date: the third anniversary of the first registration. */
export const firstMotDue = (registrationDate: string) => addYears(registrationDate, FIRST_MOT_YEARS);

/**
 * The ExpiryDate of a pass on `testDay`. Tested up to a month less a day before the current certificate
 * runs out (`currentExpiry`, its last valid day; before the first MOT, the day before it is due), the new
 * one runs a year from that expiry; tested earlier, or with none current, a year from the test less a day.
 */
export function expiryAfterPass(testDay: string, currentExpiry: string | null): string {
  const day = testDay.slice(0, 10);
  if (currentExpiry !== null && day <= currentExpiry && day > addMonths(currentExpiry, -1))
    return addYears(currentExpiry, 1);
  return addDays(addYears(day, 1), -1);
}

/** A reading in miles, or null when none was read. */
export const readingMiles = (test: OdometerReading): number | null =>
  test.OdometerResultType !== 'READ'
    ? null
    : test.OdometerUnit === 'km'
      ? test.OdometerValue * MILES_PER_KM
      : test.OdometerValue;

/** The tests (any order) whose reading, in miles, is lower than a test's completed before it. */
export function lowerReadings<T extends OdometerReading>(tests: readonly T[]): Set<T> {
  const lower = new Set<T>();
  let highest = -Infinity;
  for (const test of [...tests].sort((a, b) => a.CompletedDate.localeCompare(b.CompletedDate))) {
    const miles = readingMiles(test);
    if (miles === null) continue;
    if (miles < highest) lower.add(test);
    highest = Math.max(highest, miles);
  }
  return lower;
}

/** The contract's MileageDiscrepancy: some reading is lower than an earlier one. */
export const hasMileageDiscrepancy = (tests: readonly OdometerReading[]) => lowerReadings(tests).size > 0;

/** Today as a day in the UK ('YYYY-MM-DD'), for saying whether an MOT has run out. */
export const ukToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);

/**
 * Where the vehicle's MOT stands on `today`: a pass still current (`valid`, to its expiry), one that has
 * run out (`expired`, on its expiry: the last valid day is before today), a first MOT not yet due (`notDue`)
 * or past its due date with none recorded (`overdue`); null when the history says neither.
 */
export function motStanding(
  history: { MotExpiryDate?: string; MotFirstDueDate?: string } | undefined,
  today: string,
): { kind: 'valid' | 'expired' | 'notDue' | 'overdue'; day: string } | null {
  if (history?.MotExpiryDate)
    return { kind: history.MotExpiryDate < today ? 'expired' : 'valid', day: history.MotExpiryDate };
  if (history?.MotFirstDueDate)
    return { kind: history.MotFirstDueDate < today ? 'overdue' : 'notDue', day: history.MotFirstDueDate };
  return null;
}
