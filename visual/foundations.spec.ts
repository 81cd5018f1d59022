import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { axeTags } from '../.storybook/axeTags';
import { iconNames } from '../design-system/components/Icon/icons';
import { breakpoints, brandTokens, iconSize, toastTimeouts } from '../design-system/tokens/tokens';

/**
 * Each Foundations page in the static Storybook lists every token of its groups, by name and value,
 * in the table its caption names: a token added to tokens.ts without a page to show it fails here.
 */
const pages: Record<string, Record<string, Record<string, string | number>>> = {
  'foundations-colour--docs': { 'Colour roles': brandTokens.color },
  'foundations-typography--docs': {
    'Font families': brandTokens.font,
    'Type scale': brandTokens.fontSize,
    'Font weights': brandTokens.fontWeight,
    'Line heights': brandTokens.lineHeight,
  },
  'foundations-spacing--docs': { Spacing: brandTokens.space, 'Control sizes': brandTokens.control },
  'foundations-radii--docs': { Radii: brandTokens.radius },
  'foundations-elevation--docs': { Shadows: brandTokens.shadow },
  'foundations-motion--docs': { Durations: brandTokens.duration, 'Toast timings': toastTimeouts },
  'foundations-layers--docs': { Layers: brandTokens.zIndex },
  'foundations-breakpoints-and-grid--docs': { Breakpoints: { large: breakpoints.large } },
  'foundations-icons--docs': {
    'Icon sizes': iconSize,
    Icons: Object.fromEntries(iconNames.map((name) => [name, name])),
  },
};

for (const [id, tables] of Object.entries(pages)) {
  test(`${id} lists every token of its groups, with its value`, async ({ page }) => {
    await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
    for (const [caption, tokens] of Object.entries(tables)) {
      const table = page.getByRole('table', { name: caption, exact: true });
      await expect(table, `the table "${caption}"`).toBeVisible();
      for (const [name, value] of Object.entries(tokens)) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
        await expect(row, `${caption}: ${name}`).toHaveCount(1);
        await expect(row, `${caption}: ${name}`).toContainText(String(value));
      }
    }
  });
}

for (const id of [...Object.keys(pages), 'find-a-component--docs']) {
  test(`${id} at 320 px: nothing but its wide tables scrolls sideways, and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/iframe.html?id=${id}&viewMode=docs`);
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async (tags) => {
      const { axe } = window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
        };
      };
      const result = await axe.run({ include: ['#storybook-docs'] }, { runOnly: { type: 'tag', values: tags } });
      return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    }, axeTags);
    expect(violations).toEqual([]);
  });
}
