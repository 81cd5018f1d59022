import { lazy, Suspense } from 'react';
import { Heading, Link, Stack } from '@ds';
import type { MenuGroup, NavLink } from './navigation';
import * as styles from './NavGroups.css';

export type HeadingLevel = 2 | 3;

/** A group of a lookup's links: its own chunk, loaded the first time a menu with one opens. */
const LookupGroup = lazy(() => import('./LookupGroup'));

/** A menu's groups of links, each under its heading. */
export function NavGroups({ groups, headingLevel = 2 }: { groups: readonly MenuGroup[]; headingLevel?: HeadingLevel }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) =>
        'links' in group ? (
          <LinkGroup key={group.heading} heading={group.heading} links={group.links} headingLevel={headingLevel} />
        ) : (
          <Suspense
            key={group.heading}
            fallback={<LinkGroup heading={group.heading} links={[]} headingLevel={headingLevel} isBusy />}
          >
            <LookupGroup group={group} headingLevel={headingLevel} />
          </Suspense>
        ),
      )}
    </div>
  );
}

export function LinkGroup({
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
