import { formatNumber, formatPrice } from '@ds';
import type { Valuation } from '../../api/types';

type PriceRange = Valuation['PartExchange'];

/** A range in whole pounds as people say it: '£6,350 to £7,100'. */
export function formatRange(range: PriceRange): string {
  return `${formatPrice(range.Low)} to ${formatPrice(range.High)}`;
}

/** The vehicle valued, by name: 'Vauxhall Corsa 1.2 SE 5dr'. */
export function valuedVehicleName(valuation: Valuation): string {
  return [valuation.Manufacturer, valuation.Model, valuation.Derivative].filter(Boolean).join(' ');
}

export function formatMiles(miles: number): string {
  return `${formatNumber(miles)} ${miles === 1 ? 'mile' : 'miles'}`;
}

const valuedOn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** The day a valuation was made, UK time: '22 November 2026'. */
export function formatValuationDate(valuedAt: string): string {
  return valuedOn.format(new Date(valuedAt));
}
