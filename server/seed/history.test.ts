/**
 * The seed's history rules (the contract's History), over the whole default stock of 5,000 vehicles:
 * the MOT calendar from the third anniversary, readings that rise except where a discrepancy is
 * flagged, the values shared with the Specification and the search facts, and the share of each flag.
 */
import { describe, expect, it } from 'vitest';
import { addDays, addYears, expiryAfterPass } from '../../domain/motHistory';
import { generateStock } from './generate';
import { vehicleHistory, type History, type MotTest } from './history';
import type { StockVehicle } from './types';

const stock = generateStock();
const withHistory = stock.vehicles.filter(
  (v): v is StockVehicle & { detail: { History: History } } => v.detail.History !== undefined,
);
const generated = withHistory.filter((v) => v.facts.vehicleId >= 21_000_001);
const oldestFirst = (tests: readonly MotTest[]) =>
  [...tests].sort((a, b) => a.CompletedDate.localeCompare(b.CompletedDate));
const miles = (test: MotTest) => (test.OdometerUnit === 'km' ? test.OdometerValue * 0.621371 : test.OdometerValue);
const day = (iso: string) => iso.slice(0, 10);

describe('vehicle history', () => {
  it('is given to every generated vehicle, and to the contract examples that carry one', () => {
    expect(generated.length).toBe(stock.vehicles.filter((v) => v.facts.vehicleId >= 21_000_001).length);
    expect(withHistory.length).toBeGreaterThan(generated.length);
  });

  it('is drawn from the vehicle’s own stream: the same facts give the same history', () => {
    for (const v of generated.slice(0, 300)) {
      const spec = v.detail.Specification;
      expect(
        vehicleHistory({
          vehicleId: v.facts.vehicleId,
          registrationDate: v.facts.registrationDate,
          mileage: v.facts.mileage,
          listedAt: v.facts.listedAt,
          previousOwners: spec.PreviousOwners ?? 0,
          serviceHistory: spec.ServiceHistory ?? 'None',
          writeOff: v.facts.writeOff,
          imported: v.facts.imported,
        }),
      ).toEqual(v.detail.History);
    }
  });

  it('agrees with the Specification and the search facts: owners, service history, write-off, import', () => {
    for (const v of withHistory) {
      const { History: history, Specification: spec } = v.detail;
      expect(history.PreviousOwners, String(v.facts.vehicleId)).toBe(spec.PreviousOwners);
      expect(history.ServiceHistory).toBe(spec.ServiceHistory);
      expect(history.Check.WriteOff).toBe(v.facts.writeOff);
      expect(history.Check.Imported).toBe(v.facts.imported);
    }
  });

  it('dates MOT tests a year apart from the third anniversary of first registration, all before the check', () => {
    for (const v of withHistory) {
      const history = v.detail.History;
      const tests = oldestFirst(history.MotTests);
      const due = addYears(v.facts.registrationDate, 3);
      const checked = day(history.Check.CheckedAt);
      const first = tests[0];
      if (!first) {
        // None yet: the first is not due in the four weeks before it, or after, by the time of the check.
        expect(addDays(due, -28) >= addDays(checked, -1), String(v.facts.vehicleId)).toBe(true);
        expect(history.MotFirstDueDate).toBe(due);
        expect(history.MotExpiryDate).toBeUndefined();
        continue;
      }
      expect(day(first.CompletedDate) >= addDays(due, -28), String(v.facts.vehicleId)).toBe(true);
      expect(day(first.CompletedDate) < due).toBe(true);
      expect(tests.every((t) => t.CompletedDate < history.Check.CheckedAt)).toBe(true);
      // Each pass's expiry by the rule, each next test in the four weeks before it (a retest within ten days).
      let expiry = addDays(due, -1);
      for (const [i, test] of tests.entries()) {
        const previous = tests[i - 1];
        if (previous?.TestResult === 'FAILED') {
          expect(day(test.CompletedDate) <= addDays(day(previous.CompletedDate), 10)).toBe(true);
          expect(test.TestResult).toBe('PASSED');
        } else {
          expect(day(test.CompletedDate) > addDays(expiry, -28), `${v.facts.vehicleId} ${test.CompletedDate}`).toBe(
            true,
          );
          expect(day(test.CompletedDate) <= expiry).toBe(true);
        }
        if (test.TestResult === 'PASSED') {
          expect(test.ExpiryDate).toBe(expiryAfterPass(day(test.CompletedDate), expiry));
          expiry = test.ExpiryDate ?? expiry;
        } else expect(test.ExpiryDate).toBeUndefined();
      }
      expect(history.MotExpiryDate).toBe(expiry);
      expect(history.MotFirstDueDate).toBeUndefined();
      // Valid at the check, with at least four weeks to run.
      expect(expiry > addDays(checked, 26)).toBe(true);
    }
  });

  it('gives pre-registered and nearly new vehicles no MOT yet', () => {
    const young = generated.filter((v) => v.facts.preReg || v.facts.exDemo);
    expect(young.length).toBeGreaterThan(20);
    expect(young.every((v) => v.detail.History.MotTests.length === 0 && v.detail.History.MotFirstDueDate)).toBe(true);
  });

  it('has readings that rise to the advert’s mileage, lower than an earlier one exactly where flagged', () => {
    for (const v of withHistory) {
      const tests = oldestFirst(v.detail.History.MotTests);
      let highest = -1;
      let lower = false;
      for (const test of tests) {
        if (miles(test) < highest) lower = true;
        highest = Math.max(highest, miles(test));
      }
      expect(v.detail.History.Check.MileageDiscrepancy, String(v.facts.vehicleId)).toBe(lower);
      const last = tests[tests.length - 1];
      if (last && !lower) expect(miles(last)).toBeLessThanOrEqual(v.facts.mileage + 1);
    }
    // Flagged ones are the clocked: the latest reading is still below the advert's mileage.
    const flagged = generated.filter((v) => v.detail.History.Check.MileageDiscrepancy);
    for (const v of flagged)
      expect(miles(v.detail.History.MotTests[0] as MotTest)).toBeLessThanOrEqual(v.facts.mileage + 1);
  });

  it('records defects as DVSA does: a fail has a failure item, FAIL only before 20 May 2018, MINOR/MAJOR/DANGEROUS after', () => {
    for (const v of withHistory) {
      for (const test of v.detail.History.MotTests) {
        const types = test.Defects.map((d) => d.Type);
        if (test.TestResult === 'FAILED')
          expect(types.some((t) => t === 'MAJOR' || t === 'DANGEROUS' || t === 'FAIL')).toBe(true);
        else expect(types.some((t) => t === 'MAJOR' || t === 'DANGEROUS' || t === 'FAIL')).toBe(false);
        const categorised = day(test.CompletedDate) >= '2018-05-20';
        for (const d of test.Defects) {
          expect(d.Dangerous).toBe(d.Type === 'DANGEROUS');
          if (d.Type === 'FAIL') expect(categorised).toBe(false);
          if (d.Type === 'MAJOR' || d.Type === 'MINOR' || d.Type === 'DANGEROUS') expect(categorised).toBe(true);
        }
      }
    }
  });

  it('gives most vehicles a clean check, each flag in its stated share of the 5,000', () => {
    const share = (flag: (h: History) => boolean) => withHistory.filter((v) => flag(v.detail.History)).length / 5000;
    const check = (h: History) => h.Check;
    const shares = {
      stolen: share((h) => check(h).Stolen),
      writeOff: share((h) => check(h).WriteOff !== null),
      outstandingFinance: share((h) => check(h).OutstandingFinance),
      imported: share((h) => check(h).Imported),
      mileageDiscrepancy: share((h) => check(h).MileageDiscrepancy),
      outstandingRecall: share((h) => check(h).OutstandingRecall),
      any: share(
        (h) =>
          check(h).Stolen ||
          check(h).WriteOff !== null ||
          check(h).OutstandingFinance ||
          check(h).Imported ||
          check(h).MileageDiscrepancy ||
          check(h).OutstandingRecall,
      ),
    };
    expect(shares.stolen).toBeGreaterThan(0);
    expect(shares.stolen).toBeLessThan(0.005);
    expect(shares.writeOff).toBeGreaterThan(0.02);
    expect(shares.writeOff).toBeLessThan(0.05);
    expect(shares.outstandingFinance).toBeGreaterThan(0.005);
    expect(shares.outstandingFinance).toBeLessThan(0.02);
    expect(shares.imported).toBeGreaterThan(0.01);
    expect(shares.imported).toBeLessThan(0.035);
    expect(shares.mileageDiscrepancy).toBeGreaterThan(0.02);
    expect(shares.mileageDiscrepancy).toBeLessThan(0.06);
    expect(shares.outstandingRecall).toBeGreaterThan(0.025);
    expect(shares.outstandingRecall).toBeLessThan(0.055);
    expect(shares.any).toBeGreaterThan(0.08);
    expect(shares.any).toBeLessThan(0.2);
  });
});
