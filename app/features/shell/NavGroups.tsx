import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Heading, Link, Stack } from '@ds';
import type { VehicleType } from '../../api/types';
import { useStores } from '../../stores/StoresContext';
import { featuredTownLinks, type MenuGroup, type NavLink } from './navigation';
import * as styles from './NavGroups.css';

type HeadingLevel = 2 | 3;

/** A menu's groups of links, each under its heading. */
export function NavGroups({ groups, headingLevel = 2 }: { groups: readonly MenuGroup[]; headingLevel?: HeadingLevel }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) =>
        'towns' in group ? (
          <TownGroup
            key={group.heading}
            heading={group.heading}
            vehicleType={group.towns}
            headingLevel={headingLevel}
          />
        ) : (
          <LinkGroup key={group.heading} heading={group.heading} links={group.links} headingLevel={headingLevel} />
        ),
      )}
    </div>
  );
}

function LinkGroup({
  heading,
  links,
  headingLevel,
  isBusy,
}: {
  heading: string;
  links: readonly NavLink[];
  headingLevel: HeadingLevel;
  isBusy?: boolean;
}) {
  return (
    <Stack space="small">
      <Heading level={headingLevel} size="standard">
        {heading}
      </Heading>
      <Stack as="ul" space="xsmall" aria-busy={isBusy || undefined}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} isExternal={link.external ?? false} variant="subtle">
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The featured towns of the locations lookup (loaded once a visit, the first time a menu with towns
 * opens). The list is marked busy while it loads; if the lookup fails, the group is left out rather
 * than offering links that may lead nowhere.
 */
const TownGroup = observer(function TownGroup({
  heading,
  vehicleType,
  headingLevel,
}: {
  heading: string;
  vehicleType: VehicleType;
  headingLevel: HeadingLevel;
}) {
  const { directory } = useStores();
  useEffect(() => void directory.loadLocations(), [directory]);
  const links = featuredTownLinks(directory.counties, vehicleType);
  const isBusy = directory.locationsState === 'idle' || directory.locationsState === 'loading';
  if (!isBusy && links.length === 0) return null;
  return <LinkGroup heading={heading} links={links} headingLevel={headingLevel} isBusy={isBusy} />;
});
