import type { VehicleType } from '../../api/types';
import type { MainMenu } from '../../stores/MenuStore';
import { vehicleWords } from '@domain/vehicleTypes';

export interface NavLink {
  label: string;
  href: string;
  /** Opens another site in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  heading: string;
  links: NavLink[];
}

/**
 * A group whose links are the towns the locations lookup marks `Featured`, each opening that town's
 * landing page for the vehicle type: the links come from the same data as the route they open, so
 * none can lead to 'Page not found'.
 */
export interface TownGroup {
  heading: string;
  towns: VehicleType;
}

/**
 * A group whose links are the landing pages' price bands the price-bands lookup says have cars, so
 * none opens an empty page.
 */
export interface PriceGroup {
  heading: string;
  prices: 'car';
}

export type MenuGroup = NavGroup | TownGroup | PriceGroup;

export interface NavMenu {
  id: MainMenu;
  label: string;
  groups: MenuGroup[];
}

/** A town's landing page: /used-cars/local/{county}/{town}/ or /used-vans/local/... */
export const townHref = (vehicleType: VehicleType, countySlug: string, townSlug: string) =>
  `/used-${vehicleWords[vehicleType].many}/local/${countySlug}/${townSlug}/`;

/** The header's main menus and their links (requirements 2.1 to 2.6). */
export const mainNavigation: NavMenu[] = [
  {
    id: 'used-cars',
    label: 'Used Cars',
    groups: [
      {
        heading: 'Browse',
        links: [
          { label: 'All used cars', href: '/used-cars/' },
          { label: 'Cheap cars', href: '/used-cars/cheap-cars/' },
          { label: 'All manufacturers', href: '/used-cars/manufacturers/' },
          { label: 'Car dealers', href: '/used-cars/dealers/' },
          { label: 'All dealers', href: '/dealers/all/' },
          { label: 'Compare vehicles', href: '/vehicle-compare/' },
        ],
      },
      {
        heading: 'By make',
        links: [
          { label: 'Ford', href: '/ford/used-cars/' },
          { label: 'Vauxhall', href: '/vauxhall/used-cars/' },
          { label: 'Volkswagen', href: '/volkswagen/used-cars/' },
          { label: 'BMW', href: '/bmw/used-cars/' },
          { label: 'Audi', href: '/audi/used-cars/' },
          { label: 'Mercedes-Benz', href: '/mercedes-benz/used-cars/' },
          { label: 'Nissan', href: '/nissan/used-cars/' },
          { label: 'Toyota', href: '/toyota/used-cars/' },
        ],
      },
      { heading: 'By price', prices: 'car' },
      {
        heading: 'By fuel and gearbox',
        links: [
          { label: 'Petrol', href: '/used-cars/fuel/petrol/' },
          { label: 'Diesel', href: '/used-cars/fuel/diesel/' },
          { label: 'Hybrid', href: '/used-cars/fuel/hybrid/' },
          { label: 'Electric', href: '/used-cars/fuel/electric/' },
          { label: 'Manual', href: '/used-cars/transmission/manual/' },
          { label: 'Automatic', href: '/used-cars/transmission/automatic/' },
        ],
      },
      {
        heading: 'By body style',
        links: [
          { label: 'Hatchback', href: '/used-cars/bodystyle/hatchback/' },
          { label: 'Saloon', href: '/used-cars/bodystyle/saloon/' },
          { label: 'Estate', href: '/used-cars/bodystyle/estate/' },
          { label: 'SUV', href: '/used-cars/bodystyle/suv/' },
          { label: 'Coupe', href: '/used-cars/bodystyle/coupe/' },
          { label: 'Convertible', href: '/used-cars/bodystyle/convertible/' },
          { label: 'MPV', href: '/used-cars/bodystyle/mpv/' },
        ],
      },
      { heading: 'Near you', towns: 'car' },
    ],
  },
  {
    id: 'used-vans',
    label: 'Used Vans',
    groups: [
      {
        heading: 'Browse',
        links: [
          { label: 'All used vans', href: '/used-vans/' },
          { label: 'Ford vans', href: '/used-vans/ford/' },
          { label: 'Ford Transit Custom', href: '/used-vans/ford/transit-custom/' },
          { label: 'Mercedes-Benz vans', href: '/used-vans/mercedes-benz/' },
          { label: 'Volkswagen vans', href: '/used-vans/volkswagen/' },
          { label: 'Van dealers', href: '/used-vans/dealers/' },
          { label: 'Van finance', href: '/used-vans/finance/' },
        ],
      },
      { heading: 'Vans near you', towns: 'van' },
    ],
  },
  {
    id: 'sell',
    label: 'Sell',
    groups: [
      {
        heading: 'Sell your car',
        links: [
          { label: 'Sell my car', href: '/sell-my-car/' },
          { label: 'Free car valuation', href: '/sell-my-car/car-valuation/' },
          { label: 'Part exchange', href: '/sell-my-car/part-exchange/' },
          { label: 'Car selling tips', href: '/sell-my-car/car-selling-tips/' },
        ],
      },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    groups: [
      {
        heading: 'Finance',
        links: [
          { label: 'Used car finance', href: '/used-cars/finance/' },
          { label: 'Used van finance', href: '/used-vans/finance/' },
          { label: 'Car finance calculator', href: '/car-finance-calculator/' },
        ],
      },
    ],
  },
  {
    id: 'car-advice',
    label: 'Car Advice',
    groups: [
      {
        heading: 'Advice',
        links: [
          { label: 'Car reviews', href: '/car-reviews/' },
          { label: 'Car price guide', href: '/car-price-guide/' },
          { label: 'Motoring news', href: 'https://news.forecourt.example/', external: true },
          { label: 'Buying advice', href: 'https://news.forecourt.example/advice/', external: true },
        ],
      },
    ],
  },
];

/** The footer's link table: our design (requirements 2.9). */
export const footerNavigation: NavGroup[] = [
  {
    heading: 'Buying',
    links: [
      { label: 'Used cars', href: '/used-cars/' },
      { label: 'Used vans', href: '/used-vans/' },
      { label: 'Car finance', href: '/used-cars/finance/' },
      { label: 'Car reviews', href: '/car-reviews/' },
      { label: 'Car price guide', href: '/car-price-guide/' },
    ],
  },
  {
    heading: 'Selling',
    links: [
      { label: 'Sell my car', href: '/sell-my-car/' },
      { label: 'Car valuation', href: '/sell-my-car/car-valuation/' },
      { label: 'Part exchange', href: '/sell-my-car/part-exchange/' },
    ],
  },
  {
    heading: 'Forecourt',
    links: [
      { label: 'About us', href: '/aboutus/' },
      { label: 'Jobs', href: '/jobs/' },
      { label: 'Contact us', href: '/contact/' },
      { label: 'Advertise with us', href: 'https://dealers.forecourt.example/', external: true },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of use', href: '/terms-of-use/' },
      { label: 'Privacy notice', href: '/privacy/' },
      { label: 'Cookies policy', href: '/cookies-policy/' },
      { label: 'Security', href: '/security/' },
      { label: 'Accessibility statement', href: '/accessibility/' },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/', external: true },
  { label: 'X', href: 'https://x.com/', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/', external: true },
  { label: 'TikTok', href: 'https://www.tiktok.com/', external: true },
];
