import { expect, openWithinApp, test, type Page } from './fixtures';
import type { County, SearchResults } from '../app/api/types';
import { overlayNames } from '../app/overlays/names';
import { routePaths, type RoutePath } from '../app/routePaths';
import { expectNoAccessibilityViolations } from './axe';
import { lineCount } from './layout';
import { openOverlayOnItsPage, serverData, type ServerData } from './overlayFixtures';
import { cardHref, cardsOf, signInThroughApi } from './vehicles';

/**
 * The accessibility matrix: every route of app/routePaths.ts and every overlay, at 320, 375, 1024 and
 * 1280 px. Each page loads once and the viewport steps through the widths: at every width nothing
 * scrolls sideways and the site name stays on one line; at the narrowest width of each layout (320 px
 * for the phone layout, 1024 px for the large-screen one, design-system/tokens/tokens.ts) both engines
 * scan the page (axe WCAG 2.2 A/AA and HTML_CodeSniffer). A wider width of the same layout has the
 * same rules with more room (decision 0107), and the journeys scan it too: the mobile project at 375
 * px, the desktop project at 1280. 320 px is a 1280 × 1024 window at 400 % zoom (320 × 256 CSS px), so
 * the narrowest step is the zoom check: no sideways scrolling. On every page, in forced colours
 * with reduced motion, the Tab key walks a bounded number of stops at 320 × 256 and 1280 × 800: each
 * focused control shows a ring in a system colour that differs from what is behind it, is not covered
 * by anything (a sticky header, footer or bar), and nothing animates; selected controls differ from
 * their unselected siblings. The site name never breaks across lines. Each overlay opens by its name
 * as a dialog titled by its own heading.
 *
 * Desktop project only: the matrix sets its own widths, among them the mobile project's layout.
 */

const widths = [320, 375, 1024, 1280] as const;
/** The narrowest width of each layout: the phone layout below 1024 px, the large-screen one from it. */
const scannedWidths: readonly number[] = [320, 1024];
const heightAt = (width: number) => (width === 320 ? 256 : 800);
const tabStops = 20;

/** What the matrix needs from the server to name concrete pages: any backend's answers. */
interface Found {
  server: Omit<ServerData, 'savedSearches'>;
  car: { href: string; make: string; model: string };
  van: { href: string; make: string; model: string };
  carIds: number[];
  carTown: string;
  vanTown: string;
}

/** The concrete address a route is tested at, and what it needs first. */
interface MatrixRoute {
  url: (found: Found) => string;
  signedIn?: boolean;
  /** The 404 page's own h1; every other page must not show it. */
  notFound?: boolean;
  /** Shortlists two vehicles first (the compare table, with its sticky column and row). */
  shortlist?: boolean;
}

const fixed = (url: string): MatrixRoute => ({ url: () => url });

const dealerSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every route of the route table (its type requires each path of app/routePaths.ts), at an address. */
const matrixRoutes: { readonly [P in RoutePath]: MatrixRoute } = {
  '': fixed('/'),
  'used-cars/': fixed('/used-cars/'),
  'used-cars/cheap-cars/': fixed('/used-cars/cheap-cars/'),
  'used-cars/manufacturers/': fixed('/used-cars/manufacturers/'),
  'used-cars/dealers/': fixed('/used-cars/dealers/'),
  'dealers/all/': fixed('/dealers/all/'),
  'dealers/:dealerId/': { url: ({ server }) => `/dealers/${server.detail.Dealer.Id}/` },
  'dealers/:dealerId/:slug/': {
    url: ({ server }) => `/dealers/${server.detail.Dealer.Id}/${dealerSlug(server.detail.Dealer.Name)}/`,
  },
  ':make/used-cars/': { url: ({ car }) => `/${car.make}/used-cars/` },
  ':make/:model/used-cars/': { url: ({ car }) => `/${car.make}/${car.model}/used-cars/` },
  'used-cars/local/:county/:town/': { url: ({ carTown }) => `/used-cars/local/${carTown}/` },
  // The fuel, price, gearbox and body style pages are the app's own catalogue (its menus link them).
  'used-cars/fuel/:fuel/': fixed('/used-cars/fuel/electric/'),
  'used-cars/price/:priceBand/': fixed('/used-cars/price/under-5000/'),
  'used-cars/transmission/:transmission/': fixed('/used-cars/transmission/automatic/'),
  'used-cars/bodystyle/:style/': fixed('/used-cars/bodystyle/estate/'),
  'used-vans/': fixed('/used-vans/'),
  'used-vans/dealers/': fixed('/used-vans/dealers/'),
  'used-vans/local/:county/:town/': { url: ({ vanTown }) => `/used-vans/local/${vanTown}/` },
  'used-vans/:make/': { url: ({ van }) => `/used-vans/${van.make}/` },
  'used-vans/:make/:model/': { url: ({ van }) => `/used-vans/${van.make}/${van.model}/` },
  'search/:vehicleType/': fixed('/search/car/?PostCode=SW1A1AA'),
  'used-cars/:make/:model/:vehicleId/': { url: ({ car }) => car.href },
  'used-vans/:make/:model/:vehicleId/': { url: ({ van }) => van.href },
  'vehicle-compare/': { ...fixed('/vehicle-compare/'), shortlist: true },
  'sell-my-car/': fixed('/sell-my-car/'),
  'sell-my-car/car-valuation/': fixed('/sell-my-car/car-valuation/'),
  'sell-my-car/part-exchange/': fixed('/sell-my-car/part-exchange/'),
  'sell-my-car/car-selling-tips/': fixed('/sell-my-car/car-selling-tips/'),
  'used-cars/finance/': fixed('/used-cars/finance/'),
  'used-vans/finance/': fixed('/used-vans/finance/'),
  'car-finance-calculator/': fixed('/car-finance-calculator/'),
  'finance-terms/': fixed('/finance-terms/'),
  'car-reviews/': fixed('/car-reviews/'),
  'car-price-guide/': fixed('/car-price-guide/'),
  'account/mygarage/': { ...fixed('/account/mygarage/'), signedIn: true },
  'account/signin/': fixed('/account/signin/'),
  'account/logoff/': fixed('/account/logoff/'),
  'contact/': fixed('/contact/'),
  'jobs/': fixed('/jobs/'),
  'aboutus/': fixed('/aboutus/'),
  'terms-of-use/': fixed('/terms-of-use/'),
  'security/': fixed('/security/'),
  'privacy/': fixed('/privacy/'),
  'cookies-policy/': fixed('/cookies-policy/'),
  'accessibility/': fixed('/accessibility/'),
  '*': { ...fixed('/no-such-page/'), notFound: true },
};

/** A vehicle's page and the make and model slugs of its DetailsPageUrl (/used-cars/{make}/{model}/{id}). */
function vehicleOf(answer: SearchResults) {
  const card = cardsOf(answer)[0];
  if (!card) throw new Error('the server answered a search with no vehicles');
  const [, , make = '', model = ''] = card.DetailsPageUrl.split('/');
  return { href: cardHref(card), make, model };
}

/** The first page of results for a vehicle type, as the results page gets it. */
async function resultsOf(page: Page, vehicleType: 'car' | 'van'): Promise<SearchResults> {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/search/${vehicleType}/results` && response.ok(),
  );
  await openWithinApp(page, `/search/${vehicleType}/?PostCode=SW1A1AA`);
  return (await (await answer).json()) as SearchResults;
}

async function find(page: Page): Promise<Found> {
  const server = await serverData(page);
  const carAnswer = await resultsOf(page, 'car');
  const van = vehicleOf(await resultsOf(page, 'van'));
  const read = async <T>(path: string) => (await (await page.request.get(path)).json()) as T;
  const { Counties: list } = await read<{ Counties: County[] }>('/api/lookups/locations');
  const featured = list.flatMap((county) =>
    county.Towns.filter((town) => town.Featured).map((town) => `${county.Slug}/${town.Slug}`),
  );
  const town = featured[0] ?? `${list[0]?.Slug}/${list[0]?.Towns[0]?.Slug}`;
  return {
    server,
    car: vehicleOf(carAnswer),
    van,
    carIds: cardsOf(carAnswer)
      .slice(0, 2)
      .map((card) => card.VehicleId),
    carTown: town,
    vanTown: town,
  };
}

/** Until the layout has settled after a resize (two frames). */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The page scrolls sideways (content wider than the viewport). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The lines the site name takes: 1 when unbroken. */
const siteNameLines = (page: Page) => lineCount(page.getByRole('banner').getByRole('link', { name: 'Forecourt home' }));

/**
 * What is wrong with the focused element, if anything: covered (the point at its centre is not it
 * or inside it), outside the viewport, no ring in forced colours (outline or box-shadow, in a colour
 * other than the background behind it), or a transition longer than 0.01 s under reduced motion.
 * Returns the element's description, or null when focus is on the page itself.
 */
function focusProblems(): { key: string; problems: string[] } | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) return null;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const key = describe(focused);
  const problems: string[] = [];
  // A visually hidden input is drawn by something else: a checkbox, radio or switch by its label, a
  // slider's range input by its thumb (react-aria marks the focused thumb data-focused).
  const drawnBy = (input: HTMLInputElement) =>
    ['checkbox', 'radio'].includes(input.type)
      ? input.closest('label')
      : input.type === 'range'
        ? input.closest('[data-focused]')
        : null;
  let target: Element = (focused instanceof HTMLInputElement ? drawnBy(focused) : null) ?? focused;
  while (target.parentElement) {
    const { width, height } = target.getBoundingClientRect();
    if (width > 2 && height > 2) break;
    target = target.parentElement;
  }
  // The part of it inside the viewport (a table or list may be taller than a 256 px window).
  const rect = target.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, innerHeight);
  if (right <= left || bottom <= top)
    problems.push(
      `${key}: outside the viewport (${describe(target)} at ${Math.round(rect.left)}, ${Math.round(rect.top)})`,
    );
  else if (focused.tagName !== 'IFRAME') {
    const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    if (!hit || !(target.contains(hit) || hit.contains(target)))
      problems.push(`${key}: covered by ${hit ? describe(hit) : 'nothing'}`);
  }
  if (focused.tagName !== 'IFRAME') {
    const invisible = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const backgroundOf = (element: Element | null): string => {
      for (let node = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (!invisible(colour)) return colour;
      }
      return getComputedStyle(document.documentElement).backgroundColor;
    };
    // The ring is drawn on the component's root (RAC's data-focus-visible) or on a part inside it.
    const root = focused.closest('[data-focus-visible]') ?? focused;
    const parts = [focused, root, ...[...root.querySelectorAll('*')].slice(0, 60)];
    // A field's ring may be drawn on the box around its input (a number field's group: focus-within).
    for (let node = focused.parentElement, depth = 0; node && depth < 4; node = node.parentElement, depth++)
      if (node.matches('[data-focus-within], [data-focus-visible]')) parts.push(node);
    const ringed = parts.some((part) => {
      const style = getComputedStyle(part);
      // A ring drawn inside the element (a negative offset) is seen against the element's own fill.
      const behind = backgroundOf(parseFloat(style.outlineOffset) < 0 ? part : part.parentElement);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !invisible(style.outlineColor) &&
        (style.outlineStyle === 'auto' || style.outlineColor !== behind);
      const shadow = style.boxShadow !== 'none' && !/^rgba\([^)]*,\s*0\)/.test(style.boxShadow);
      return outline || shadow;
    });
    if (!ringed) problems.push(`${key}: no visible focus ring in forced colours`);
    const longest = Math.max(
      ...getComputedStyle(focused)
        .transitionDuration.split(',')
        .map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)),
    );
    if (longest > 0.01) problems.push(`${key}: a ${longest} s transition under reduced motion`);
  }
  return { key, problems };
}

/** Animations still running (longer than 0.01 s) under reduced motion. */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return animation.playState === 'running' && duration > 10;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} on ${target ? target.tagName.toLowerCase() + '.' + [...target.classList].join('.') : '?'}`;
      }),
  );

/**
 * Selected controls (pressed, selected, current) that look the same as an unselected sibling of the
 * same kind in forced colours: compared on the colours, borders, outline and weight of the control
 * and the parts inside it.
 */
const unmarkedSelections = (page: Page) =>
  page.evaluate(() => {
    const selected = '[aria-pressed="true"], [aria-selected="true"], [aria-checked="true"], [data-selected]';
    const look = (element: Element) =>
      [element, ...element.querySelectorAll('*')]
        .slice(0, 12)
        .map((part) => {
          const style = getComputedStyle(part);
          return [
            style.color,
            style.backgroundColor,
            style.borderColor,
            style.borderWidth,
            style.outlineStyle,
            style.outlineColor,
            style.fontWeight,
            style.textDecorationLine,
            style.boxShadow,
          ].join(' ');
        })
        .join('|');
    const found: string[] = [];
    for (const element of document.querySelectorAll(selected)) {
      if (!(element instanceof HTMLElement) || !element.offsetParent) continue;
      const sibling = [...(element.parentElement?.children ?? [])].find(
        (other) =>
          other !== element &&
          other.tagName === element.tagName &&
          other.getAttribute('role') === element.getAttribute('role') &&
          !other.matches(selected) &&
          other instanceof HTMLElement &&
          other.offsetParent,
      );
      if (sibling && look(sibling) === look(element))
        found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return found;
  });

/**
 * Walks up to `stops` Tab stops from the start of the page (or of the open dialog), in forced colours
 * with reduced motion, at the given width, and returns every problem found.
 */
async function walkFocus(page: Page, width: number, stops = tabStops): Promise<string[]> {
  await page.setViewportSize({ width, height: heightAt(width) });
  await settle(page);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement && !document.querySelector('[role="dialog"]'))
      document.activeElement.blur();
    if (!document.querySelector('[role="dialog"]')) window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(focusProblems);
    if (!found) break;
    if (seen.has(found.key) && stop > 1) break;
    seen.add(found.key);
    problems.push(...found.problems.map((problem) => `${width} px, stop ${stop + 1}: ${problem}`));
  }
  problems.push(...(await runningAnimations(page)).map((animation) => `${width} px: running ${animation}`));
  problems.push(
    ...(await unmarkedSelections(page)).map((control) => `${width} px: selected ${control} looks unselected`),
  );
  return problems;
}

/** The zoom and site-name checks at every width (one load, the viewport resized), and both engines at each layout's narrowest. */
async function scanAtEveryWidth(page: Page, where: string, { header = true } = {}) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: heightAt(width) });
    await settle(page);
    await test.step(`${where} at ${width} px`, async () => {
      expect(await scrollsSideways(page), `${where} scrolls sideways at ${width} px`).toBe(false);
      if (header) expect(await siteNameLines(page), `the site name on one line at ${width} px`).toBe(1);
      if (scannedWidths.includes(width)) await expectNoAccessibilityViolations(page);
    });
  }
}

test.describe('accessibility matrix', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });

  let found: Found | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    found = await find(page);
    await page.close();
  });

  for (const pattern of routePaths) {
    const route = matrixRoutes[pattern];
    test(`route /${pattern}: both engines at each layout, reflow at every width, focus, forced colours, reduced motion, zoom`, async ({
      page,
      context,
      baseURL,
    }) => {
      if (!found) throw new Error('no server data');
      if (route.signedIn) await signInThroughApi(page);
      if (route.shortlist)
        await context.addCookies([
          { name: 'fc_shortlist', value: found.carIds.map((id) => `${id}-0`).join('|'), url: baseURL ?? '' },
        ]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route.url(found));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      if (route.notFound) await expect(heading).toHaveText('Page not found');
      else await expect(heading).not.toHaveText(/^(Page not found|Sorry, something went wrong)$/);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

      await scanAtEveryWidth(page, route.url(found));

      await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
      const problems = [...(await walkFocus(page, 320)), ...(await walkFocus(page, 1280))];
      expect(problems, 'focus, forced colours and motion').toEqual([]);
      expect(await siteNameLines(page), 'the site name on one line in forced colours').toBe(1);
    });
  }

  test('the search sub-panel at 400 % zoom: every field comes into view above Clear and Done', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.goto('/search/car/?PostCode=SW1A1AA');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Filter and sort' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter and sort' });
    await drawer.getByRole('button', { name: 'More options' }).click();
    await drawer.getByRole('button', { name: 'Body and colour', exact: true }).click();
    const subPanel = page.getByRole('dialog', { name: 'Body and colour' });
    await expect(subPanel.getByRole('button', { name: 'Done' })).toBeVisible();
    const problems: string[] = [];
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(focusProblems);
      if (!focused) break;
      problems.push(...focused.problems);
      if (focused.key.includes('"Done"')) break;
    }
    expect(problems).toEqual([]);
    await expect(subPanel.getByRole('button', { name: 'Done' })).toBeFocused();
  });

  for (const name of overlayNames) {
    test(`overlay ${name}: opens by name as a dialog titled by its heading; both engines at each layout, reflow at every width, focus, forced colours, reduced motion, zoom`, async ({
      page,
    }) => {
      if (!found) throw new Error('no server data');
      await page.setViewportSize({ width: 1280, height: 800 });
      const path = await openOverlayOnItsPage(page, name, found.server);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveCount(1);
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      // Named by a heading inside it (the overlay's title), not by the stand-in label 'Loading'.
      await expect(dialog).toHaveAttribute('aria-labelledby', /\S/);
      const titleId = ((await dialog.getAttribute('aria-labelledby')) ?? '').split(/\s+/)[0];
      const title = dialog.locator(`[id="${titleId}"]`);
      await expect(title).toHaveRole('heading');
      const text = ((await title.textContent()) ?? '').trim();
      expect(text.length, 'the title has words').toBeGreaterThan(2);
      await expect(dialog).toHaveAccessibleName(text);
      await expect(page.locator('[data-entering]')).toHaveCount(0);

      await scanAtEveryWidth(page, `${name} on ${path}`, { header: false });

      await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
      const problems = [...(await walkFocus(page, 320, 12)), ...(await walkFocus(page, 1280, 12))];
      expect(problems, 'focus, forced colours and motion').toEqual([]);
    });
  }
});
