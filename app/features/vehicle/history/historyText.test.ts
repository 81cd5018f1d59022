import { describe, expect, it } from 'vitest';
import {
  chartSummary,
  checkLines,
  defectCounts,
  motStandingText,
  readingText,
  type History,
  type MotTest,
} from './historyText';

const test = (CompletedDate: string, OdometerValue: number, OdometerUnit: 'mi' | 'km' = 'mi'): MotTest => ({
  CompletedDate,
  TestResult: 'PASSED',
  ExpiryDate: '2027-01-01',
  OdometerValue,
  OdometerUnit,
  OdometerResultType: 'READ',
  Defects: [],
});
const history = (overrides: Partial<History> = {}): History => ({
  MotTests: [test('2024-10-11T14:52:00Z', 23641), test('2023-09-23T15:39:00Z', 25910)],
  MotExpiryDate: '2025-10-14',
  PreviousOwners: 2,
  ServiceHistory: 'Full',
  V5CIssueDate: '2024-07-14',
  Check: {
    CheckedAt: '2026-08-02T09:00:00Z',
    Stolen: false,
    WriteOff: 'S',
    OutstandingFinance: false,
    Imported: false,
    MileageDiscrepancy: true,
    OutstandingRecall: false,
  },
  ...overrides,
});

describe('history texts', () => {
  it('words every check result, flagging what a buyer should ask about', () => {
    expect(checkLines(history()).map((line) => [line.label, line.result, line.isFlagged])).toEqual([
      ['Stolen', 'Not recorded as stolen', false],
      ['Written off', 'Category S: written off with structural damage, repaired', true],
      ['Outstanding finance', 'No finance outstanding', false],
      ['Imported', 'Not imported', false],
      ['Mileage', 'Discrepancy: an MOT reading is lower than an earlier one', true],
      ['Safety recall', 'No safety recall outstanding', false],
      ['Log book (V5C) issued', '14 July 2024', false],
    ]);
  });

  it('gives a km reading in miles too, and counts defects by type', () => {
    expect(readingText(test('2024-01-01', 43835, 'km'))).toBe('43,835 km (27,238 miles)');
    const failed: MotTest = {
      ...test('2024-01-01', 1),
      Defects: [
        { Text: 'a', Type: 'ADVISORY', Dangerous: false },
        { Text: 'b', Type: 'ADVISORY', Dangerous: false },
        { Text: 'c', Type: 'DANGEROUS', Dangerous: true },
      ],
    };
    expect(defectCounts(failed)).toBe('2 advisories, 1 dangerous defect');
    expect(defectCounts(test('2024-01-01', 1))).toBe('no defects or advisories');
  });

  it('sums the chart up in words, naming a lower reading', () => {
    expect(chartSummary(history())).toBe(
      'Mileage at 2 MOT tests, from 25,910 miles on 23 September 2023 to 23,641 miles on 11 October 2024. Lower than an earlier reading on 11 October 2024.',
    );
  });

  it('says where the MOT stands on the day: current, run out, not yet due or overdue', () => {
    const on = (fields: Partial<History>, today: string) => motStandingText(history(fields), today);
    expect(on({ MotExpiryDate: '2026-10-14' }, '2026-10-14')).toBe('The current MOT runs out on 14 October 2026.');
    expect(on({ MotExpiryDate: '2026-10-14' }, '2026-10-15')).toBe(
      'The MOT ran out on 14 October 2026: ask the dealer for a new MOT before you buy.',
    );
    expect(on({ MotExpiryDate: undefined, MotFirstDueDate: '2027-03-14' }, '2027-01-01')).toBe(
      'No MOT yet: a vehicle’s first MOT is due by the third anniversary of its first registration, for this one 14 March 2027.',
    );
    expect(on({ MotExpiryDate: undefined, MotFirstDueDate: '2027-03-14' }, '2027-04-01')).toBe(
      'No MOT recorded, and the first was due by 14 March 2027: ask the dealer for one before you buy.',
    );
  });
});
