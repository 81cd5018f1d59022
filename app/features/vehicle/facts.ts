import { formatNumber, formatPrice } from '@ds';
import type { VehicleDetail } from '../../api/types';

export interface VehicleFact {
  label: string;
  value: string;
}

/** What the advert does not say. */
export const notGiven = 'Not given';

const given = <T>(value: T | undefined, format: (value: T) => string) =>
  value === undefined ? notGiven : format(value);

/**
 * A vehicle's key facts, in the order the vehicle page lists them and the compare page's rows
 * (spec section 2): price, year, mileage, fuel, transmission, body, engine, economy, tax and
 * insurance group.
 */
export function vehicleFacts({ Vehicle: card, Specification: spec }: VehicleDetail): VehicleFact[] {
  return [
    {
      label: 'Price',
      value: card.IsPriceExcludingVAT
        ? `${formatPrice(card.GBPPrice)} exc. VAT (${formatPrice(card.GBPPriceIncVAT)} inc. VAT)`
        : formatPrice(card.GBPPrice),
    },
    { label: 'Year', value: String(card.RegistrationYear) },
    { label: 'Mileage', value: `${formatNumber(card.Mileage)} miles` },
    { label: 'Fuel', value: card.FuelType },
    { label: 'Transmission', value: card.Transmission },
    { label: 'Body style', value: card.BodyStyle },
    { label: 'Engine', value: given(spec.EngineSizeLitres, (litres) => `${litres.toFixed(1)} litres`) },
    { label: 'Fuel economy', value: given(spec.FuelEconomyMpg, (mpg) => `${formatNumber(mpg)} mpg`) },
    { label: 'Road tax', value: given(spec.AnnualTaxGBP, (tax) => `${formatPrice(tax)} a year`) },
    { label: 'Insurance group', value: given(spec.InsuranceGroup, (group) => `Group ${group}`) },
  ];
}
