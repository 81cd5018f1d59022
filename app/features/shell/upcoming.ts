import type { Params } from 'react-router';
import type { Crumb } from './Page';

export interface UpcomingMeta {
  title: string;
  description: string;
  trail: Crumb[];
}

/** A route's meta from its parameters; null when they name nothing real. */
type UpcomingMetaFor = (params: Params) => UpcomingMeta | null;

/**
 * Titles and breadcrumbs for the routes whose pages later issues build (advice).
 * A meta function returns null when the route's parameters name nothing real (a 404).
 */
const pages = {
  'car-reviews': () => page('Car reviews', 'Expert reviews of used cars.', [crumb('Car reviews', '/car-reviews/')]),
  'price-guide': () =>
    page('Car price guide', 'What used cars sell for.', [crumb('Car price guide', '/car-price-guide/')]),
} satisfies Record<string, UpcomingMetaFor>;

export type UpcomingPageName = keyof typeof pages;
export const upcomingPages: Record<UpcomingPageName, UpcomingMetaFor> = pages;

function crumb(label: string, href: string): Crumb {
  return { label, href };
}

function page(title: string, description: string, trail: Crumb[]): UpcomingMeta {
  return { title, description, trail };
}
