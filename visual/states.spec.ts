import { expect, type Page } from '@playwright/test';
import { brandTokens } from '../design-system/tokens/tokens';
import { index, openStory, test } from './stories';

/** A token's hex colour as the browser computes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const statesStories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.name === 'States');

/** The sample of `state` in the row named `row` (the first row when unnamed), its first element of `role`. */
function sample(page: Page, state: string, role: 'button' | 'link' = 'button', row?: string) {
  const rows = page.locator('[data-story-states]');
  return (row ? rows.filter({ has: page.getByText(row, { exact: true }) }) : rows.first())
    .locator(`[data-story-state="${state}"]`)
    .getByRole(role)
    .first();
}

test('every interactive component has a States story', () => {
  const components = statesStories.map((story) => story.title.split('/').pop()).sort();
  expect(components).toEqual(
    [
      'Breadcrumbs',
      'Button',
      'Checkbox',
      'ComboBox',
      'Disclosure',
      'IconButton',
      'Link',
      'Menu',
      'NativeSelect',
      'NumberField',
      'Pagination',
      'PostcodeField',
      'RadioGroup',
      'SegmentedControl',
      'Select',
      'Slider',
      'Switch',
      'Tabs',
      'TextArea',
      'TextField',
      'ToggleButton',
      'VehicleCard',
    ].sort(),
  );
});

for (const story of statesStories.filter((entry) => !entry.title.endsWith('/Menu'))) {
  test(`${story.title} / States: each forced state looks different from rest, unless captioned no change`, async ({
    storyPage: page,
  }) => {
    await openStory(page, story.id);
    // What a person sees of a sample: the colours, borders, outline and decoration of all its elements.
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-story-states]')].map((row) =>
          Object.fromEntries(
            [...row.querySelectorAll(':scope [data-story-state]')].map((item) => {
              const shown = item.firstElementChild as Element;
              const look = [shown, ...shown.querySelectorAll('*')]
                .map((element) => {
                  const style = getComputedStyle(element);
                  return [
                    style.backgroundColor,
                    style.color,
                    style.borderColor,
                    style.borderWidth,
                    `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
                    style.textDecorationLine,
                    style.textDecorationThickness,
                    style.boxShadow,
                  ].join(' ');
                })
                .join('|');
              const unstyled = item.hasAttribute('data-story-unstyled') ? ' (unstyled)' : '';
              return [`${item.getAttribute('data-story-state') as string}${unstyled}`, look];
            }),
          ),
        ),
      );
    const rows = await looks();
    expect(rows.length).toBeGreaterThan(0);
    for (const [at, row] of rows.entries()) {
      expect(row.rest).toBeDefined();
      for (const state of ['hover', 'focus-visible', 'pressed']) {
        if (state in row) expect.soft(row[state], `row ${at + 1}: ${state} looks as at rest`).not.toBe(row.rest);
        // A state captioned "no change" must be one: else the caption is wrong.
        const unstyled = `${state} (unstyled)`;
        if (unstyled in row) expect.soft(row[unstyled], `row ${at + 1}: ${state} has a look`).toBe(row.rest);
      }
    }
  });
}

test('Button / States shows the hover and pressed tokens and the focus ring, and keeps them under a pointer', async ({
  storyPage: page,
}) => {
  const story = statesStories.find((entry) => entry.title.endsWith('/Button'));
  await openStory(page, story?.id ?? 'missing');
  const background = (state: string) =>
    sample(page, state, 'button', 'Primary').evaluate((button) => getComputedStyle(button).backgroundColor);
  await expect.poll(() => background('rest')).toBe(rgb(brandTokens.color.brand));
  await expect.poll(() => background('hover')).toBe(rgb(brandTokens.color.brandHover));
  await expect.poll(() => background('pressed')).toBe(rgb(brandTokens.color.brandHover));
  const ring = (state: string) =>
    sample(page, state, 'button', 'Primary').evaluate((button) => {
      const style = getComputedStyle(button);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
  await expect
    .poll(() => ring('focus-visible'))
    .toBe(`solid ${brandTokens.control.focusWidth} ${rgb(brandTokens.color.focus)}`);
  expect(await ring('rest')).not.toContain('solid');

  // A pointer passing over the hovered sample and away: react-aria takes its hover off, the story puts it back.
  await sample(page, 'hover', 'button', 'Primary').hover();
  await page.mouse.move(0, 0);
  await expect.poll(() => background('hover')).toBe(rgb(brandTokens.color.brandHover));
  await expect(sample(page, 'hover', 'button', 'Primary')).toHaveAttribute('data-hovered', 'true');
});

test('Menu / States shows each item in its state', async ({ storyPage: page }) => {
  const story = statesStories.find((entry) => entry.title.endsWith('/Menu'));
  await openStory(page, story?.id ?? 'missing');
  const item = (name: string) => page.getByRole('menuitem', { name });
  const background = (name: string) => item(name).evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect.poll(() => background('Hover')).toBe(rgb(brandTokens.color.brandSubtle));
  await expect.poll(() => background('Pressed')).toBe(rgb(brandTokens.color.brandSubtle));
  expect(await background('Rest')).not.toBe(rgb(brandTokens.color.brandSubtle));
  await expect
    .poll(() => item('Focus visible').evaluate((element) => getComputedStyle(element).outlineStyle))
    .toBe('solid');
});
