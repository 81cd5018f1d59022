import { expect, test, type Locator, type Page } from './fixtures';
import type { OverlayName } from '../app/overlays/names';
import { openOverlayOnItsPage, serverData } from './overlayFixtures';
import { signInThroughApi } from './vehicles';

type Server = Awaited<ReturnType<typeof serverData>>;

/**
 * The forms a person opens from a page of their own: the three that reach the vehicle's dealer from its
 * page, and Save this search from the results. Each is opened as a person opens it, by its button on
 * that page; there is no address of its own (a /forms/... address is the 404 page).
 */
const forms: {
  name: OverlayName;
  button: string;
  title: string;
  open: (page: Page, server: Server) => Promise<void>;
}[] = [
  { name: 'forms/contact-dealer', button: 'Email the dealer', title: 'Email the dealer', open: openVehicle },
  {
    name: 'forms/merchandising-finance-enquiry',
    button: 'Ask about finance',
    title: 'Ask about finance',
    open: openVehicle,
  },
  {
    name: 'forms/trade-a-vehicle',
    button: 'Part exchange my vehicle',
    title: 'Part exchange your vehicle',
    open: openVehicle,
  },
  { name: 'save-search-form', button: 'Save this search', title: 'Save this search', open: openSavedSearchResults },
];

async function openVehicle(page: Page, { detail }: Server) {
  await page.goto(`${detail.Vehicle.DetailsPageUrl}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.Vehicle.Title);
}

async function openSavedSearchResults(page: Page) {
  await signInThroughApi(page);
  await page.goto('/search/car/?PostCode=SW1A1AA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/used cars/);
}

/** The page's own heading, behind the open dialog (the page is hidden from assistive technology, not from sight). */
const pageHeading = (page: Page) => page.locator('main h1');

/**
 * At 1280 and 375 px, at 400 % zoom (320 px) and in forced colours: the page's heading is drawn behind the
 * dialog and the scrim over it lets it show through.
 */
async function expectPageBehind(page: Page, dialog: Locator, heading: string) {
  for (const forcedColors of ['none', 'active'] as const) {
    await page.emulateMedia({ forcedColors });
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
      [320, 256],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(dialog).toBeVisible();
      await expect(pageHeading(page), `${width} px, forced colours ${forcedColors}`).toHaveText(heading);
      await expect(pageHeading(page)).toBeVisible();
      const scrim = await dialog.evaluate((node) => {
        const underlay = node.parentElement?.parentElement;
        return underlay ? getComputedStyle(underlay).backgroundColor : '';
      });
      const alpha = /rgba?\([^)]*,\s*([0-9.]+)\)$/.exec(scrim)?.[1];
      expect(Number(alpha ?? 1), `the scrim (${scrim}) at ${width} px lets the page show`).toBeLessThan(1);
    }
  }
  await page.emulateMedia({ forcedColors: 'none' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('a form opens over the page it belongs to', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const form of forms) {
    test(`${form.title}: over its page as a person opens it, and as the accessibility matrix opens it by name @desktop`, async ({
      page,
    }) => {
      const server = await serverData(page);
      await form.open(page, server);
      const heading = ((await pageHeading(page).textContent()) ?? '').trim();
      const path = new URL(page.url()).pathname;
      await page.getByRole('button', { name: form.button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: form.title });
      await expectPageBehind(page, dialog, heading);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      // The matrix's tour (every width, both engines, forced colours) sees the same page behind it.
      const opened = await openOverlayOnItsPage(page, form.name, server);
      expect(new URL(opened, page.url()).pathname).toBe(path);
      await expectPageBehind(page, page.getByRole('dialog', { name: form.title }), heading);
    });
  }
});
