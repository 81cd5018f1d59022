import type { VehicleCardProps } from '@ds';
import type { VehicleCard as Card } from '../../api/types';

/**
 * The vehicle detail link of requirements 2.10: {DetailsPageUrl}/?i={position}&m={trackingId}, where the
 * tracking id names where the link was followed from (search, shortlist, recent, compare).
 */
export function detailsHref(card: Pick<Card, 'DetailsPageUrl' | 'Position'>, trackingId: string): string {
  const base = card.DetailsPageUrl.replace(/\/+$/, '');
  return `${base}/?i=${card.Position}&m=${encodeURIComponent(trackingId)}`;
}

/** The design system card's props for a contract card: title, link, photo, price, facts and labels. */
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
  } satisfies VehicleCardProps;
}
