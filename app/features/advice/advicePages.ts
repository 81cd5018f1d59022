import type { Crumb } from '../shell/Page';

/** The Car Advice pages' titles, descriptions and breadcrumb trails (the Car Advice menu, requirements 2.6). */
export const advicePages = {
  reviews: {
    title: 'Car reviews',
    description: 'Expert reviews of used cars and vans: our verdict, pros and cons, scores and running costs.',
    trail: [{ label: 'Car reviews', href: '/car-reviews/' }] as readonly Crumb[],
  },
  priceGuide: {
    title: 'Car price guide',
    description: 'What used cars sell for: prices by year and mileage from the adverts on Forecourt today.',
    trail: [{ label: 'Car price guide', href: '/car-price-guide/' }] as readonly Crumb[],
  },
} as const;

/** A review's used vehicles in the results: `/{make}/{model}/used-cars/` or `/used-vans/{make}/{model}/`. */
export function usedVehiclesHref(vehicleType: 'car' | 'van', make: string, model?: string): string {
  if (vehicleType === 'van') return `/used-vans/${make}/${model ? `${model}/` : ''}`;
  return model ? `/${make}/${model}/used-cars/` : `/${make}/used-cars/`;
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A contract date (`2026-03-12`) as people in the UK write it: '12 March 2026'. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

/** A range of figures in a format: '£5,495 to £15,995', or one figure when both ends are the same. */
export function range(low: number, high: number, format: (value: number) => string): string {
  return low === high ? format(low) : `${format(low)} to ${format(high)}`;
}
