import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';

/**
 * Storybook's own screen, as a designer meets it: the brand, and the sidebar's search finding a
 * component by the names other design systems and people use for it.
 */
const otherNames: Record<string, string[]> = {
  dropdown: ['Select', 'ComboBox', 'NativeSelect', 'Menu'],
  dialog: ['Modal', 'Drawer'],
  popup: ['Popover', 'Tooltip'],
  toggle: ['Switch', 'ToggleButton'],
  chip: ['Badge'],
  alert: ['Toast', 'ErrorSummary'],
  accordion: ['Disclosure'],
  spacing: ['Spacing', 'Stack', 'Inline'],
  focus: ['Focus ring', 'SkipLink'],
};

test.beforeEach(async ({ page }) => {
  await page.goto('/index.html?path=/docs/introduction--docs');
});

test('the manager carries the brand: its mark is named "Forecourt design system"', async ({ page }) => {
  await expect(page.getByRole('img', { name: 'Forecourt design system' })).toBeVisible();
});

for (const [word, names] of Object.entries(otherNames)) {
  test(`searching "${word}" finds ${names.join(', ')}`, async ({ page }) => {
    await page.locator('#storybook-explorer-searchfield').fill(word);
    const results = page.getByRole('listbox');
    for (const name of names) await expect(results, `${word} -> ${name}`).toContainText(name);
    // What the results say is all on screen: no line is cut off with an ellipsis.
    const cut = await results.evaluate((list) =>
      [...list.querySelectorAll('span')]
        .filter((span) => span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(cut).toEqual([]);
  });
}

test("the manager's sidebar and search results meet the text contrast minimum", async ({ page }) => {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  await page.locator('#storybook-explorer-searchfield').fill('dropdown');
  await expect(page.getByRole('listbox')).toContainText('Select');
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: unknown, options: unknown) => Promise<{ violations: { nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(
      { exclude: ['#storybook-preview-wrapper'] },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  });
  expect(violations).toEqual([]);
});
