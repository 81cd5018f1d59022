import { describe, expect, it } from 'vitest';
import {
  addYears,
  expiryAfterPass,
  firstMotDue,
  hasMileageDiscrepancy,
  lowerReadings,
  motStanding,
  ukToday,
} from './motHistory';

const test = (CompletedDate: string, OdometerValue: number, OdometerUnit: 'mi' | 'km' = 'mi') => ({
  CompletedDate,
  OdometerValue,
  OdometerUnit,
  OdometerResultType: 'READ' as const,
});

describe('MOT rules', () => {
  it('dues the first MOT on the third anniversary of first registration', () => {
    expect(firstMotDue('2019-05-15')).toBe('2022-05-15');
    expect(addYears('2020-02-29', 1)).toBe('2021-03-01');
  });

  it('runs a pass a year from the current expiry when tested up to a month less a day before it', () => {
    expect(expiryAfterPass('2025-05-02', '2025-05-14')).toBe('2026-05-14');
    expect(expiryAfterPass('2025-04-15', '2025-05-14')).toBe('2026-05-14');
    // A month or more early, or after it ran out: a year from the test less a day.
    expect(expiryAfterPass('2025-04-14', '2025-05-14')).toBe('2026-04-13');
    expect(expiryAfterPass('2025-05-20', '2025-05-14')).toBe('2026-05-19');
    expect(expiryAfterPass('2025-05-20', null)).toBe('2026-05-19');
  });

  it('flags the readings lower than an earlier one, in miles, whatever the order given', () => {
    const tests = [test('2024-10-11', 23641), test('2023-09-23', 25910), test('2025-10-03', 28844)];
    expect([...lowerReadings(tests)]).toEqual([tests[0]]);
    expect(hasMileageDiscrepancy([test('2023-01-01', 10000), test('2024-01-01', 16000, 'km')])).toBe(true);
    expect(hasMileageDiscrepancy([test('2023-01-01', 10000), test('2024-01-01', 16500, 'km')])).toBe(false);
  });

  it('says an MOT has run out only after its last valid day, and a first MOT overdue only after its due day', () => {
    expect(motStanding({ MotExpiryDate: '2026-10-14' }, '2026-10-14')).toEqual({ kind: 'valid', day: '2026-10-14' });
    expect(motStanding({ MotExpiryDate: '2026-10-14' }, '2026-10-15')).toEqual({ kind: 'expired', day: '2026-10-14' });
    expect(motStanding({ MotFirstDueDate: '2027-03-14' }, '2027-03-14')).toEqual({ kind: 'notDue', day: '2027-03-14' });
    expect(motStanding({ MotFirstDueDate: '2027-03-14' }, '2027-03-15')).toEqual({
      kind: 'overdue',
      day: '2027-03-14',
    });
    expect(motStanding({}, '2027-03-15')).toBeNull();
    expect(motStanding(undefined, '2027-03-15')).toBeNull();
  });

  it("takes today as the UK's day: 11.30 pm UTC in summer is already tomorrow in London", () => {
    expect(ukToday(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});
