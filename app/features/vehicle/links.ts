import type { VehicleCardProps } from '@ds';
import type { VehicleCard as Card } from '../../api/types';
import { reviewSummaryText } from './dealer';

/**
 * The vehicle detail link of requirements 2.10: {DetailsPageUrl}/?i={position}&m={trackingId}, where the
 * tracking id names where the link was followed from (search, shortlist, recent, compare).
 */
export function detailsHref(card: Pick<Card, 'DetailsPageUrl' | 'Position'>, trackingId: string): string {
  const base = card.DetailsPageUrl.replace(/\/+$/, '');
  return `${base}/?i=${card.Position}&m=${encodeURIComponent(trackingId)}`;
}

/** The dealer's rating a card shows, in words: 'Dealer 4.6 out of 5 from 538 reviews in the last 12 months'. */
function cardDealerRating({ DealerRating: summary }: Card) {
  if (summary?.AverageStars === undefined || !summary.ReviewCount) return undefined;
  return { stars: summary.AverageStars, text: `Dealer ${reviewSummaryText(summary)}` };
}

/** The design system card's props for a contract card: title, link, photo, price, facts, labels and the dealer's rating. */
export function vehicleCardProps(card: Card, trackingId: string) {
  return {
    title: card.Title,
    href: detailsHref(card, trackingId),
    imageSrc: card.MainImage.Medium,
    defaultImageSrc: card.MainImage.DefaultImage,
    price: card.GBPPrice,
    priceIncVat: card.GBPPriceIncVAT,
    isPriceExcludingVat: card.IsPriceExcludingVAT,
    adminFee: card.AdminFee,
    mileage: card.Mileage,
    year: card.RegistrationYear,
    fuel: card.FuelType,
    transmission: card.Transmission,
    isReduced: card.Reduced || card.isReduced,
    isFeatured: card.IsFeaturedAdvert,
    isSold: card.Sold,
    isEnquired: card.IsEnquired,
    isViewed: card.IsViewed,
    dealerRating: cardDealerRating(card),
  } satisfies VehicleCardProps;
}
