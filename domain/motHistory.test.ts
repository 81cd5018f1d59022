import { describe, expect, it } from 'vitest';
import { addYears, expiryAfterPass, firstMotDue, hasMileageDiscrepancy, lowerReadings } from './motHistory';

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
});
