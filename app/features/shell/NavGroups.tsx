import { Heading, Link, Stack } from '@ds';
import type { NavGroup } from './navigation';
import * as styles from './NavGroups.css';

/** A menu's groups of links, each under its heading. */
export function NavGroups({ groups, headingLevel = 2 }: { groups: NavGroup[]; headingLevel?: 2 | 3 }) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <Stack space="small" key={group.heading}>
          <Heading level={headingLevel} size="standard">
            {group.heading}
          </Heading>
          <Stack as="ul" space="xsmall">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} isExternal={link.external ?? false} variant="subtle">
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </div>
  );
}
