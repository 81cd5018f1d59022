import type { Crumb } from '../shell/Page';

export interface SellPageMeta {
  title: string;
  description: string;
  trail: Crumb[];
}

const sell: Crumb = { label: 'Sell my car', href: '/sell-my-car/' };

/** The sell pages' titles, descriptions and breadcrumbs (requirements 2.4). */
export const sellPages = {
  home: {
    title: 'Sell my car',
    description:
      'Three ways to sell your car: to a dealer, in part exchange or privately. Start with a free valuation.',
    trail: [sell],
  },
  valuation: {
    title: 'Free car valuation',
    description: 'What your car is worth in part exchange and in a private sale, from its registration and mileage.',
    trail: [sell, { label: 'Car valuation', href: '/sell-my-car/car-valuation/' }],
  },
  partExchange: {
    title: 'Part exchange your car',
    description: 'Trade your car in against your next one: how part exchange works and how to get the best offer.',
    trail: [sell, { label: 'Part exchange', href: '/sell-my-car/part-exchange/' }],
  },
  tips: {
    title: 'Car selling tips',
    description: 'Sell your car safely: the paperwork, a history check, safe payment and telling the DVLA.',
    trail: [sell, { label: 'Car selling tips', href: '/sell-my-car/car-selling-tips/' }],
  },
} satisfies Record<string, SellPageMeta>;

/** Where each sell page lives (the links between them). */
export const sellPaths = {
  home: '/sell-my-car/',
  valuation: '/sell-my-car/car-valuation/',
  partExchange: '/sell-my-car/part-exchange/',
  tips: '/sell-my-car/car-selling-tips/',
} as const;
