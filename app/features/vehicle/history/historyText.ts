import { formatNumber } from '@ds';
import { lowerReadings, motStanding, readingMiles, ukToday } from '@domain/motHistory';
import type { VehicleDetail } from '../../../api/types';
import { formatDay } from '../facts';

export type History = NonNullable<VehicleDetail['History']>;
export type MotTest = History['MotTests'][number];
type DefectType = MotTest['Defects'][number]['Type'];

/** One line of the history check: what was checked and its result in words (never colour alone). */
export interface CheckLine {
  label: string;
  result: string;
  /** Something a buyer should ask about. */
  isFlagged: boolean;
}

const writeOffText: Record<string, string> = {
  N: 'Category N: written off with non-structural damage, repaired',
  S: 'Category S: written off with structural damage, repaired',
  C: 'Category C: written off, repaired (an older category)',
  D: 'Category D: written off, repaired (an older category)',
};

/** The check's results, in the order a buyer reads them. */
export function checkLines(history: History): CheckLine[] {
  const check = history.Check;
  return [
    {
      label: 'Stolen',
      result: check.Stolen ? 'Recorded as stolen' : 'Not recorded as stolen',
      isFlagged: check.Stolen,
    },
    {
      label: 'Written off',
      result: check.WriteOff
        ? (writeOffText[check.WriteOff] ?? `Category ${check.WriteOff}`)
        : 'Not recorded as written off',
      isFlagged: check.WriteOff !== null,
    },
    {
      label: 'Outstanding finance',
      result: check.OutstandingFinance ? 'Finance outstanding: ask the dealer to settle it' : 'No finance outstanding',
      isFlagged: check.OutstandingFinance,
    },
    {
      label: 'Imported',
      result: check.Imported ? 'Imported: first registered outside the UK' : 'Not imported',
      isFlagged: check.Imported,
    },
    {
      label: 'Mileage',
      result: check.MileageDiscrepancy
        ? 'Discrepancy: an MOT reading is lower than an earlier one'
        : 'No discrepancy in the MOT readings',
      isFlagged: check.MileageDiscrepancy,
    },
    {
      label: 'Safety recall',
      result: check.OutstandingRecall ? 'A safety recall is outstanding' : 'No safety recall outstanding',
      isFlagged: check.OutstandingRecall,
    },
    {
      label: 'Log book (V5C) issued',
      result: formatDay(history.V5CIssueDate),
      isFlagged: false,
    },
  ];
}

/** A day and time in UTC as the check's date: '1 August 2026'. */
export const checkedOn = (history: History) => formatDay(history.Check.CheckedAt);

/** The tests oldest first (the contract lists them newest first). */
export const oldestFirst = (history: History) =>
  [...history.MotTests].sort((a, b) => a.CompletedDate.localeCompare(b.CompletedDate));

/** The tests whose reading is lower than an earlier one (the contract's MileageDiscrepancy rule). */
export const lowerThanEarlier = (history: History) => lowerReadings(history.MotTests);

/** A reading as the table says it: '27,239 miles', or '43,835 km (27,238 miles)'. */
export function readingText(test: MotTest): string {
  const miles = readingMiles(test);
  if (miles === null) return test.OdometerResultType === 'UNREADABLE' ? 'Unreadable' : 'No odometer';
  return test.OdometerUnit === 'km'
    ? `${formatNumber(test.OdometerValue)} km (${formatNumber(Math.round(miles))} miles)`
    : `${formatNumber(test.OdometerValue)} miles`;
}

export const resultText = (test: MotTest) => (test.TestResult === 'PASSED' ? 'Passed' : 'Failed');

const defectNames: Record<DefectType, [string, string]> = {
  ADVISORY: ['advisory', 'advisories'],
  MINOR: ['minor defect', 'minor defects'],
  MAJOR: ['major defect', 'major defects'],
  DANGEROUS: ['dangerous defect', 'dangerous defects'],
  FAIL: ['failure item', 'failure items'],
  PRS: ['item repaired at the test', 'items repaired at the test'],
};

/** What a defect's type means, as its row starts: 'Advisory', 'Dangerous defect'. */
export const defectLabel = (type: DefectType) => {
  const name = defectNames[type][0];
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** A test's defects counted by type: '2 advisories, 1 major defect', or 'no defects or advisories'. */
export function defectCounts(test: MotTest): string {
  const counts = new Map<DefectType, number>();
  for (const defect of test.Defects) counts.set(defect.Type, (counts.get(defect.Type) ?? 0) + 1);
  if (counts.size === 0) return 'no defects or advisories';
  return [...counts].map(([type, n]) => `${n} ${defectNames[type][n === 1 ? 0 : 1]}`).join(', ');
}

/** The chart's text alternative: the first and last readings, and any lower one. */
export function chartSummary(history: History): string {
  const tests = oldestFirst(history).filter((test) => readingMiles(test) !== null);
  const first = tests[0];
  const last = tests[tests.length - 1];
  if (!first || !last) return 'No mileage readings on record.';
  const lower = [...lowerThanEarlier(history)].map((test) => formatDay(test.CompletedDate));
  return [
    `Mileage at ${tests.length} MOT ${tests.length === 1 ? 'test' : 'tests'}, from ${readingText(first)} on ${formatDay(first.CompletedDate)} to ${readingText(last)} on ${formatDay(last.CompletedDate)}.`,
    lower.length
      ? ` Lower than an earlier reading on ${lower.join(', ')}.`
      : ' Each reading is higher than the one before.',
  ].join('');
}

/** Where the MOT stands today, in a sentence: current to its expiry, run out, or the first one due or overdue. */
export function motStandingText(history: History, today: string = ukToday()): string {
  const standing = motStanding(history, today);
  if (!standing) return 'The dealer has not given the MOT’s expiry: ask them for it.';
  const day = formatDay(standing.day);
  switch (standing.kind) {
    case 'valid':
      return `The current MOT runs out on ${day}.`;
    case 'expired':
      return `The MOT ran out on ${day}: ask the dealer for a new MOT before you buy.`;
    case 'notDue':
      return `No MOT yet: a vehicle’s first MOT is due by the third anniversary of its first registration, for this one ${day}.`;
    case 'overdue':
      return `No MOT recorded, and the first was due by ${day}: ask the dealer for one before you buy.`;
  }
}
