import type { Params } from 'react-router';
import type { Crumb } from './Page';

export interface UpcomingMeta {
  title: string;
  description: string;
  trail: Crumb[];
}

/** A route's meta from its parameters; null when they name nothing real. */
type UpcomingMetaFor = (params: Params) => UpcomingMeta | null;

const sell: Crumb = { label: 'Sell my car', href: '/sell-my-car/' };

/**
 * Titles and breadcrumbs for the routes whose pages later issues build (sell, advice).
 * A meta function returns null when the route's parameters name nothing real (a 404).
 */
const pages = {
  sell: () => page('Sell my car', 'Sell your car or part exchange it with a dealer.', [sell]),
  'car-valuation': () =>
    page('Free car valuation', 'Find out what your car is worth.', [
      sell,
      crumb('Car valuation', '/sell-my-car/car-valuation/'),
    ]),
  'part-exchange': () =>
    page('Part exchange your car', 'Part exchange your car with a dealer.', [
      sell,
      crumb('Part exchange', '/sell-my-car/part-exchange/'),
    ]),
  'selling-tips': () =>
    page('Car selling tips', 'How to get the best price for your car.', [
      sell,
      crumb('Car selling tips', '/sell-my-car/car-selling-tips/'),
    ]),
} satisfies Record<string, UpcomingMetaFor>;

export type UpcomingPageName = keyof typeof pages;
export const upcomingPages: Record<UpcomingPageName, UpcomingMetaFor> = pages;

function crumb(label: string, href: string): Crumb {
  return { label, href };
}

function page(title: string, description: string, trail: Crumb[]): UpcomingMeta {
  return { title, description, trail };
}
