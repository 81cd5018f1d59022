import { expect, test } from '@playwright/test';
import { index } from './stories';

/**
 * The components a person meets on a phone and that must reflow at 320 px: every overlay (portalled,
 * so only a narrow viewport shows them narrow), every field and every navigation component.
 */
const overlays = ['Modal', 'Drawer', 'Popover', 'Menu', 'Tooltip', 'Toast'];
const families = ['Components/Forms/', 'Components/Navigation/'];

test('every overlay, field and navigation component has a story named "Narrow"', () => {
  const entries = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const components = new Set(
    entries
      .map((entry) => entry.title)
      .filter(
        (title) =>
          families.some((family) => title.startsWith(family)) || overlays.includes(title.split('/').at(-1) ?? ''),
      ),
  );
  expect(components.size, 'the overlays, fields and navigation components found').toBeGreaterThan(overlays.length);
  const narrow = new Set(entries.filter((entry) => entry.name === 'Narrow').map((entry) => entry.title));
  expect([...components].filter((title) => !narrow.has(title)).sort()).toEqual([]);
});
