import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { formatNumber } from '../../format/format';
import { Badge, vehicleBadges, type VehicleBadge } from '../Badge/Badge';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { PriceTag } from '../PriceTag/PriceTag';
import { StarRating } from '../StarRating/StarRating';
import { ToggleButton } from '../ToggleButton/ToggleButton';
import * as styles from './VehicleCard.css';

export interface VehicleCardProps {
  /** The vehicle's make, model and variant; the card's heading and link. */
  title: string;
  /** The details page (DetailsPageUrl); the title links there through the router. */
  href: string;
  /** The main photo's address. */
  imageSrc?: string;
  /** The advert's default image, used when there is no photo or it fails to load. */
  defaultImageSrc?: string;
  /** The price in pounds. */
  price: number;
  /** For a van priced without VAT: the price with VAT. */
  priceIncVat?: number;
  /** Marks the price "+VAT". */
  isPriceExcludingVat?: boolean;
  /** The dealer's compulsory admin fee included in the price (0: "No admin fee"). */
  adminFee?: number;
  /** Under the price: what else a person searched by (e.g. the monthly payment and its basis). */
  priceNote?: ReactNode;
  /** The mileage, shown with its unit. */
  mileage?: number;
  /** The dealer's rating under the facts: its average stars (0 to 5) and the words StarRating shows beside them. */
  dealerRating?: { stars: number; text: string };
  /** The year of first registration. */
  year?: number;
  /** The fuel type ("Petrol", "Diesel", "Hybrid", "Electric"). */
  fuel?: string;
  /** The gearbox ("Manual", "Automatic"). */
  transmission?: string;
  /** Shows the "Reduced" badge: the price has been cut. */
  isReduced?: boolean;
  /** Shows the "Featured" badge: a paid placement, which must be marked. */
  isFeatured?: boolean;
  /** Shows the "Ex-demo" badge: a former dealer demonstrator. */
  isExDemo?: boolean;
  /** Shows the "Sold" badge and greys the photo. */
  isSold?: boolean;
  /** A shortlisted vehicle no longer advertised: labelled, photo greyed, the title not a link (its page is gone). */
  isNoLongerAvailable?: boolean;
  /** Shows "Enquired": the person has contacted the dealer about it. */
  isEnquired?: boolean;
  /** Shows "Viewed": the person has seen its page before. */
  isViewed?: boolean;
  /** Whether the heart is pressed: the vehicle is on the shortlist. */
  isShortlisted?: boolean;
  /** Without it the card has no shortlist toggle. */
  onShortlistChange?: (isShortlisted: boolean) => void;
  /** Controls at the foot of the card (e.g. Remove, in the shortlist panel). */
  actions?: ReactNode;
  /** The title's heading level, to fit the page's outline (h3 in a results list). */
  headingLevel?: HeadingLevel;
  /** Load the photo at once (the first cards on a page) instead of lazily. */
  loading?: 'lazy' | 'eager';
  /** The photo's fetch priority: 'high' for the page's likely largest paint (its first result). */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** What the Featured label means, wherever it shows (a paid placement is never passed off as a recommendation). */
export const featuredAdvertNote = 'Featured: the dealer paid to show this advert here.';

/**
 * A vehicle in results, shortlist and recent: photo, title (the link), price (inc./exc. VAT), key
 * facts, badges, shortlist heart, enquired/viewed marks, and the sold and no-longer-available states.
 */
export function VehicleCard({
  title,
  href,
  imageSrc,
  defaultImageSrc,
  price,
  priceIncVat,
  isPriceExcludingVat,
  adminFee,
  priceNote,
  mileage,
  year,
  fuel,
  transmission,
  isReduced = false,
  isFeatured = false,
  isExDemo = false,
  isSold = false,
  isNoLongerAvailable = false,
  isEnquired = false,
  isViewed = false,
  isShortlisted,
  onShortlistChange,
  actions,
  headingLevel = 3,
  loading = 'lazy',
  fetchPriority,
  dealerRating,
}: VehicleCardProps) {
  const badges: VehicleBadge[] = [
    ...(isNoLongerAvailable ? (['noLongerAvailable'] as const) : []),
    ...(isSold ? (['sold'] as const) : []),
    ...(isReduced ? (['reduced'] as const) : []),
    ...(isFeatured ? (['featured'] as const) : []),
    ...(isExDemo ? (['exDemo'] as const) : []),
  ];
  const facts = [
    year !== undefined ? String(year) : null,
    mileage !== undefined ? `${formatNumber(mileage)} miles` : null,
    fuel ?? null,
    transmission ?? null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <article className={styles.root({ sold: isSold || isNoLongerAvailable })}>
      <div className={styles.media}>
        <div className={styles.photo}>
          <Image
            src={imageSrc}
            fallbackSrc={defaultImageSrc}
            alt=""
            width={400}
            height={300}
            loading={loading}
            fetchPriority={fetchPriority}
          />
        </div>
        {badges.length > 0 ? (
          <ul className={styles.badges({ beside: onShortlistChange ? 'heart' : 'nothing' })} aria-label="Labels">
            {badges.map((badge) => (
              <li key={badge}>
                <Badge tone={vehicleBadges[badge].tone}>{vehicleBadges[badge].label}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} size="standard">
          {isNoLongerAvailable ? (
            title
          ) : (
            <RACLink href={href} className={styles.titleLink}>
              {title}
            </RACLink>
          )}
        </Heading>
        <PriceTag
          price={price}
          priceIncVat={priceIncVat}
          isPriceExcludingVat={isPriceExcludingVat}
          adminFee={adminFee}
          size="large"
        />
        {priceNote}
        {facts.length > 0 ? (
          <ul className={styles.facts} aria-label="Key facts">
            {facts.map((fact) => (
              <li key={fact} className={styles.fact}>
                {fact}
              </li>
            ))}
          </ul>
        ) : null}
        {dealerRating ? (
          <p className={styles.dealerRating}>
            <StarRating value={dealerRating.stars} text={dealerRating.text} size="small" />
          </p>
        ) : null}
        {isFeatured ? <p className={styles.featuredNote}>{featuredAdvertNote}</p> : null}
        {isEnquired || isViewed ? (
          <ul className={styles.marks} aria-label="Your activity">
            {isEnquired ? (
              <li className={styles.mark}>
                <Icon name="mail" size="small" /> Enquired
              </li>
            ) : null}
            {isViewed ? (
              <li className={styles.mark}>
                <Icon name="eye" size="small" /> Viewed
              </li>
            ) : null}
          </ul>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {onShortlistChange ? (
        <div className={styles.shortlist}>
          <ToggleButton
            aria-label={`Shortlist ${title}`}
            icon="heart"
            variant="ghost"
            isSelected={isShortlisted}
            onChange={onShortlistChange}
          />
        </div>
      ) : null}
    </article>
  );
}
