import { describe, expect, it } from 'vitest';
import { dealerOpenState, dealerWeek, spokenTime } from './openingHours';

const days = [
  { Day: 'Monday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Tuesday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Wednesday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Thursday', Opens: '09:00', Closes: '18:00' },
  { Day: 'Friday', Opens: '09:00', Closes: '17:30' },
  { Day: 'Saturday', Opens: '10:00', Closes: '16:00' },
  { Day: 'Sunday', Closed: true },
] as const;

describe('dealer opening hours', () => {
  it('says times as people do', () => {
    expect(spokenTime('09:00')).toBe('9am');
    expect(spokenTime('17:30')).toBe('5:30pm');
    expect(spokenTime('12:00')).toBe('12pm');
    expect(spokenTime('00:15')).toBe('12:15am');
  });

  it('lists the week Monday first, closed days as Closed', () => {
    expect(dealerWeek([...days].reverse())).toEqual([
      { day: 'Monday', hours: '9am to 6pm' },
      { day: 'Tuesday', hours: '9am to 6pm' },
      { day: 'Wednesday', hours: '9am to 6pm' },
      { day: 'Thursday', hours: '9am to 6pm' },
      { day: 'Friday', hours: '9am to 5:30pm' },
      { day: 'Saturday', hours: '10am to 4pm' },
      { day: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('is open during the hours, in UK time (BST in summer)', () => {
    // Wednesday 3 June 2026, 08:30 UTC is 09:30 BST.
    expect(dealerOpenState(days, new Date('2026-06-03T08:30:00Z'))).toEqual({ isOpen: true });
    // Wednesday 25 November 2026, 08:30 UTC is 08:30 GMT: not yet open.
    expect(dealerOpenState(days, new Date('2026-11-25T08:30:00Z'))).toEqual({ isOpen: false, opensAt: 'at 9am' });
  });

  it('says when a closed dealer opens next', () => {
    // Friday 27 November 2026, 18:00 GMT: closed at 5:30pm; Saturday opens at 10am.
    expect(dealerOpenState(days, new Date('2026-11-27T18:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: 'tomorrow at 10am',
    });
    // Saturday 28 November 2026, 17:00 GMT: Sunday is closed, so Monday.
    expect(dealerOpenState(days, new Date('2026-11-28T17:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: 'on Monday at 9am',
    });
    expect(dealerOpenState([], new Date('2026-11-28T17:00:00Z'))).toEqual({ isOpen: false });
  });
});
