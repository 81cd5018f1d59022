import * as styles from './DealerHours.css';

export interface OpeningHours {
  day: string;
  hours: string;
}

/** A dealer's usual week when the data carries none. */
const standardHours: OpeningHours[] = [
  { day: 'Monday', hours: '9am to 6pm' },
  { day: 'Tuesday', hours: '9am to 6pm' },
  { day: 'Wednesday', hours: '9am to 6pm' },
  { day: 'Thursday', hours: '9am to 6pm' },
  { day: 'Friday', hours: '9am to 6pm' },
  { day: 'Saturday', hours: '9am to 5pm' },
  { day: 'Sunday', hours: 'Closed' },
];

/** The dealer's own hours, or the usual week when the data carries none. */
export function readHours(hours: readonly OpeningHours[] | undefined): readonly OpeningHours[] {
  return hours?.length ? hours : standardHours;
}

export function HoursTable({ hours, dealerName }: { hours: readonly OpeningHours[]; dealerName: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Opening hours for {dealerName}</caption>
      <tbody>
        {hours.map((row) => (
          <tr key={row.day}>
            <th scope="row" className={styles.cell}>
              {row.day}
            </th>
            <td className={styles.cell}>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
