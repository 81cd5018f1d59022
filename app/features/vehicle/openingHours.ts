import type { Dealer } from '../../api/types';
import type { OpeningHours } from '../../overlays/content/DealerHours';

type OpeningDay = NonNullable<Dealer['OpeningHours']>[number];
type Weekday = OpeningDay['Day'];

const week: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '09:00' as people say it: '9am'; '17:30' is '5:30pm'. */
export function spokenTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour}${suffix}` : `${hour}:${String(minutes).padStart(2, '0')}${suffix}`;
}

/** The contract's week as the hours table shows it: '9am to 6pm', or 'Closed'. */
export function dealerWeek(days: readonly OpeningDay[]): OpeningHours[] {
  return week
    .map((day) => days.find((entry) => entry.Day === day))
    .filter((entry): entry is OpeningDay => entry !== undefined)
    .map((entry) => ({
      day: entry.Day,
      hours:
        entry.Closed || !entry.Opens || !entry.Closes
          ? 'Closed'
          : `${spokenTime(entry.Opens)} to ${spokenTime(entry.Closes)}`,
    }));
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday and 'HH:MM' it is in the UK at `now` (dealers' hours are UK local time). */
function ukNow(now: Date): { day: Weekday; time: string } {
  const parts = Object.fromEntries(londonClock.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: parts.weekday as Weekday, time: `${parts.hour}:${parts.minute}` };
}

export interface DealerOpenState {
  isOpen: boolean;
  /** When closed: when it opens next, e.g. 'at 9am', 'tomorrow at 9am', 'on Monday at 10am'. */
  opensAt?: string;
}

/** Whether the dealer is open at `now`, and if not when it next opens (within the week it publishes). */
export function dealerOpenState(days: readonly OpeningDay[], now: Date): DealerOpenState {
  const { day, time } = ukNow(now);
  const today = week.indexOf(day);
  const open = (entry: OpeningDay | undefined): entry is OpeningDay & { Opens: string; Closes: string } =>
    Boolean(entry && !entry.Closed && entry.Opens && entry.Closes);
  const todays = days.find((entry) => entry.Day === day);
  if (open(todays) && todays.Opens <= time && time < todays.Closes) return { isOpen: true };
  if (open(todays) && time < todays.Opens) return { isOpen: false, opensAt: `at ${spokenTime(todays.Opens)}` };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = week[(today + ahead) % 7];
    const entry = days.find((candidate) => candidate.Day === next);
    if (open(entry)) {
      const when = ahead === 1 ? 'tomorrow' : `on ${next}`;
      return { isOpen: false, opensAt: `${when} at ${spokenTime(entry.Opens)}` };
    }
  }
  return { isOpen: false };
}
