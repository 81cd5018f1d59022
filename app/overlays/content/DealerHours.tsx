import * as styles from './DealerHours.css';

export interface OpeningHours {
  day: string;
  hours: string;
}

/** A dealer's usual week when the data carries none. */
export const standardHours: OpeningHours[] = [
  { day: 'Monday', hours: '9am to 6pm' },
  { day: 'Tuesday', hours: '9am to 6pm' },
  { day: 'Wednesday', hours: '9am to 6pm' },
  { day: 'Thursday', hours: '9am to 6pm' },
  { day: 'Friday', hours: '9am to 6pm' },
  { day: 'Saturday', hours: '9am to 5pm' },
  { day: 'Sunday', hours: 'Closed' },
];

export function readHours(value: unknown): OpeningHours[] {
  if (!Array.isArray(value)) return standardHours;
  const hours = value.filter(
    (row): row is OpeningHours =>
      typeof row === 'object' &&
      row !== null &&
      typeof (row as OpeningHours).day === 'string' &&
      typeof (row as OpeningHours).hours === 'string',
  );
  return hours.length ? hours : standardHours;
}

export function HoursTable({ hours, dealerName }: { hours: OpeningHours[]; dealerName: string }) {
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
