import { formatPrice } from '../../format/format';
import * as styles from './PriceTag.css';

export const priceTagSizes = ['small', 'large'] as const;
type PriceTagSize = (typeof priceTagSizes)[number];

export interface PriceTagProps {
  /** The advertised price (GBPPrice): excluding VAT when `isPriceExcludingVat`. */
  price: number;
  /** The price including VAT (GBPPriceIncVAT), shown beside an ex-VAT price. */
  priceIncVat?: number;
  /** Marks the price "+VAT" (vans sold to businesses). */
  isPriceExcludingVat?: boolean;
  /** A monthly finance figure, shown as "£199 per month". */
  monthly?: number;
  /**
   * The dealer's compulsory admin fee, already included in the price: "Includes £199 admin fee", or
   * "No admin fee" for 0. Left out, nothing is said (the price's source does not know).
   */
  adminFee?: number;
  /** large on a vehicle page, small on a card. */
  size?: PriceTagSize;
}

/** What a price says of the dealer's admin fee it includes (ASA rulings on drip pricing: the price is the total). */
function adminFeeText(adminFee: number): string {
  return adminFee > 0 ? `Includes ${formatPrice(adminFee)} admin fee` : 'No admin fee';
}

/** A vehicle's price in GBP: "£12,995", or "£10,000 exc. VAT" with "£12,000 inc. VAT". */
export function PriceTag({
  price,
  priceIncVat,
  isPriceExcludingVat = false,
  monthly,
  adminFee,
  size = 'large',
}: PriceTagProps) {
  return (
    <p className={styles.root}>
      <span className={styles.price({ size })}>{formatPrice(price)}</span>
      {isPriceExcludingVat ? <span className={styles.qualifier}> exc. VAT</span> : null}
      {isPriceExcludingVat && priceIncVat !== undefined ? (
        <span className={styles.secondary}>{`${formatPrice(priceIncVat)} inc. VAT`}</span>
      ) : null}
      {adminFee !== undefined ? <span className={styles.secondary}>{adminFeeText(adminFee)}</span> : null}
      {monthly !== undefined ? <span className={styles.secondary}>{`${formatPrice(monthly)} per month`}</span> : null}
    </p>
  );
}
