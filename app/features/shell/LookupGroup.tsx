import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatPrice } from '@ds';
import type { County, FilterOption, VehicleType } from '../../api/types';
import { parsePriceBand } from '../../lib/catalogue';
import { useStores } from '../../stores/StoresContext';
import { type HeadingLevel, LinkGroup } from './NavGroups';
import { type NavLink, type PriceGroup, type TownGroup, townHref } from './navigation';

/** The featured towns of the locations lookup as links, by town name. */
export function featuredTownLinks(counties: readonly County[], vehicleType: VehicleType): NavLink[] {
  return counties
    .flatMap((county) =>
      county.Towns.filter((town) => town.Featured).map((town) => ({
        label: town.Name,
        href: townHref(vehicleType, county.Slug, town.Slug),
      })),
    )
    .toSorted((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** The price bands of the lookup that are landing pages (requirements 2.2) as links, cheapest first. */
const priceBandLinks = (bands: readonly FilterOption[]): NavLink[] =>
  bands.flatMap((band) => {
    const amount = parsePriceBand(`under-${band.Value}`);
    return amount ? [{ label: `Under ${formatPrice(amount)}`, href: `/used-cars/price/under-${amount}/` }] : [];
  });

/**
 * The links of a lookup, loaded once a visit the first time a menu with them opens (this module too):
 * the featured towns of the locations lookup, or the price bands that have cars. The list is marked
 * busy while it loads; if the lookup fails, the group is left out rather than offering links that
 * may lead nowhere.
 */
export default observer(function LookupGroup({
  group,
  headingLevel,
}: {
  group: TownGroup | PriceGroup;
  headingLevel: HeadingLevel;
}) {
  const { directory } = useStores();
  const prices = 'prices' in group;
  useEffect(() => void (prices ? directory.loadPriceBands() : directory.loadLocations()), [directory, prices]);
  const links = prices ? priceBandLinks(directory.priceBands) : featuredTownLinks(directory.counties, group.towns);
  const state = prices ? directory.priceBandsState : directory.locationsState;
  const isBusy = state === 'idle' || state === 'loading';
  if (!isBusy && links.length === 0) return null;
  return <LinkGroup heading={group.heading} links={links} headingLevel={headingLevel} isBusy={isBusy} />;
});
