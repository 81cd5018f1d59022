import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';

/** The app's own addresses among a set of links (other sites and mail links are left out). */
async function internalHrefs(page: Page, links: ReturnType<Page['getByRole']>): Promise<string[]> {
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor instanceof HTMLAnchorElement ? anchor.href : '')),
  );
  const origin = new URL(page.url()).origin;
  return hrefs.filter((href) => href.startsWith(`${origin}/`)).map((href) => new URL(href).pathname);
}

/** Every internal link of the header's menus (large screens and the burger menu) and of the footer. */
async function headerAndFooterLinks(page: Page): Promise<string[]> {
  const found = new Set<string>();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  for (const href of await internalHrefs(page, banner.getByRole('link'))) found.add(href);
  const menuButtons = page.getByRole('navigation', { name: 'Main' }).getByRole('button');
  const menuCount = await menuButtons.count();
  expect(menuCount).toBeGreaterThan(0);
  for (let i = 0; i < menuCount; i++) {
    const button = menuButtons.nth(i);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    // A group whose links come from a lookup is complete once the panel is no longer busy.
    await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const href of await internalHrefs(page, panel.getByRole('link'))) found.add(href);
    await button.click();
  }
  for (const href of await internalHrefs(page, page.getByRole('contentinfo').getByRole('link'))) found.add(href);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  const sections = page.getByRole('dialog', { name: 'Menu' }).getByRole('listitem').getByRole('button');
  await expect(sections.first()).toBeVisible();
  const labels = (await sections.allTextContents()).map((label) => label.trim());
  expect(labels).toHaveLength(menuCount);
  for (const label of labels) {
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: label, exact: true }).click();
    const section = page.getByRole('dialog', { name: label });
    await expect(section.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const href of await internalHrefs(page, section.getByRole('link'))) found.add(href);
    await section.getByRole('button', { name: 'Back' }).click();
  }
  return [...found].sort();
}

/**
 * Which template a page is built from, told by its structure: the kinds of landmark, heading, list
 * and control its main content holds (content pages differ in text, results pages in the cars shown).
 */
async function templateOf(page: Page): Promise<string> {
  return page.getByRole('main').evaluate((main) => {
    const parts = main.querySelectorAll(
      'h2, h3, form, fieldset, ul, ol, table, nav, section, article, button, select, input, [role]',
    );
    return [...new Set([...parts].map((part) => `${part.tagName}[${part.getAttribute('role') ?? ''}]`))]
      .sort()
      .join(' ');
  });
}

const shards = 3;

// It collects both layouts' links itself: one project runs it.
test.describe('every link of the header and footer leads somewhere', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 360_000 });

  for (let shard = 0; shard < shards; shard++) {
    test(`links, part ${shard + 1} of ${shards}: no 'Page not found', no error page, no axe violations`, async ({
      page,
    }) => {
      const links = await headerAndFooterLinks(page);
      // The menus' town links, among others, must be there to be checked.
      expect(links.some((href) => href.includes('/local/'))).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      const scanned = new Set<string>();
      const failures: string[] = [];
      for (const [index, href] of links.entries()) {
        if (index % shards !== shard) continue;
        await page.goto(href);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, href).toBeVisible();
        const text = (await heading.textContent())?.trim() ?? '';
        if (text === 'Page not found' || text === 'Sorry, something went wrong') failures.push(`${href}: ${text}`);
        const template = await templateOf(page);
        if (!scanned.has(template)) {
          scanned.add(template);
          await expectNoAccessibilityViolations(page);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
