import type { Dealer, DealerVehicleType, VehicleType } from '../../api/types';
import type { Crumb } from '../shell/Page';

/** A dealer's name as the last part of its page's address: 'Capital Cars of Croydon' is 'capital-cars-of-croydon'. */
export function dealerSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The dealer page: `/dealers/{Id}/{name-slug}/`. The id finds the dealer; the name is there for people
 * and search engines, and the page answers whatever follows the id.
 */
export function dealerHref(dealer: Pick<Dealer, 'Id' | 'Name'>): string {
  const slug = dealerSlug(dealer.Name);
  return slug ? `/dealers/${dealer.Id}/${slug}/` : `/dealers/${dealer.Id}/`;
}

/**
 * A dealer's whole stock of one type: the results page with its DealerId (requirements 2.11; the
 * criterion read by `criteriaFromQuery`). DealerId never counts as modified, so it is written here, not by
 * `criteriaToQuery`.
 */
export function dealerStockHref(vehicleType: VehicleType, dealerId: number): string {
  return `/search/${vehicleType}/?DealerId=${dealerId}`;
}

/** The three directories: their address, title and breadcrumb trail. */
export const directories = {
  car: {
    path: '/used-cars/dealers/',
    title: 'Used car dealers',
    noun: 'car dealer',
    trail: [
      { label: 'Used cars', href: '/used-cars/' },
      { label: 'Dealers', href: '/used-cars/dealers/' },
    ],
  },
  van: {
    path: '/used-vans/dealers/',
    title: 'Used van dealers',
    noun: 'van dealer',
    trail: [
      { label: 'Used vans', href: '/used-vans/' },
      { label: 'Dealers', href: '/used-vans/dealers/' },
    ],
  },
  all: {
    path: '/dealers/all/',
    title: 'All dealers',
    noun: 'dealer',
    trail: [{ label: 'All dealers', href: '/dealers/all/' }],
  },
} as const satisfies Record<DealerVehicleType, { path: string; title: string; noun: string; trail: Crumb[] }>;

/** What a dealer sells, in words: 'Sells cars', 'Sells vans', 'Sells cars and vans'. */
export function sellsText(dealer: Pick<Dealer, 'VehicleTypes'>): string | null {
  const types = new Set(dealer.VehicleTypes ?? []);
  if (types.size === 0) return null;
  return `Sells ${[types.has('car') ? 'cars' : null, types.has('van') ? 'vans' : null].filter(Boolean).join(' and ')}`;
}
