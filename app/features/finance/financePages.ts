import type { Crumb } from '../shell/Page';

export interface FinancePageMeta {
  title: string;
  description: string;
  trail: Crumb[];
}

/** The finance pages' titles, descriptions and breadcrumbs (requirements 2.5). */
export const financePages = {
  car: {
    title: 'Used car finance',
    description:
      'Finance for used cars through our credit broker partners: HP and PCP explained, and cars by monthly budget.',
    trail: [
      { label: 'Used cars', href: '/used-cars/' },
      { label: 'Finance', href: '/used-cars/finance/' },
    ],
  },
  van: {
    title: 'Used van finance',
    description:
      'Finance for used vans through our credit broker partners: HP and PCP explained, and vans by monthly budget.',
    trail: [
      { label: 'Used vans', href: '/used-vans/' },
      { label: 'Finance', href: '/used-vans/finance/' },
    ],
  },
  calculator: {
    title: 'Car finance calculator',
    description: 'Work out monthly payments for a used car or van, with the full representative example.',
    trail: [{ label: 'Car finance calculator', href: '/car-finance-calculator/' }],
  },
} satisfies Record<string, FinancePageMeta>;
