import * as styles from './VehiclePage.css';

/** A dealer's address, a line each (from `dealerAddressLines`); nothing when there are none. */
export function DealerAddress({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}
