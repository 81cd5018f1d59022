import { expect, test, type Page } from './fixtures';
import { auditEvent, isAudit } from './audit';
import { expectNoAccessibilityViolations } from './axe';
import { checkOverlayByKeyboard, tabTo } from './keyboard';
import { openVehicleWhere } from './vehicles';

/** The parts of the vehicle detail the journeys check against (whatever server answers). */
interface Detail {
  Vehicle: { VehicleId: number; Title: string; AdminFee: number; Sold: boolean };
  Dealer: { Id: number; Name: string; PhoneNumber: string; OpeningHours?: unknown[]; StockCount?: number };
  DealerStock: Array<{ Title: string }>;
  DealerStockCount: number;
  Features: string[];
  DistanceMiles?: number;
  Finance?: { Lender: string };
  Images: Array<{ AltText: string }>;
}

const money = (amount: number) => `£${new Intl.NumberFormat('en-GB').format(amount)}`;

/** Opens the first vehicle of the results by its link, keeping the server's answer for it. */
const openFirstVehicle = (page: Page) => openVehicleWhere<Detail>(page, 'a vehicle');

/** The dealer's distance button: 'How far is it from me?', or 'Change postcode' once a distance shows. */
const distanceButton = (page: Page) =>
  page.getByRole('button', { name: /^(How far is it from me\?|Change postcode)$/ });

test.describe('the vehicle page', () => {
  test('from the results: price with its admin fee, key facts, dealer, other stock; the view is audited and Recent shows it', async ({
    page,
  }) => {
    const audits: string[] = [];
    page.on('request', (request) => {
      if (isAudit(request)) audits.push(JSON.stringify(auditEvent(request)));
    });
    const { card, detail } = await openVehicleWhere<Detail>(
      page,
      'from a dealer with other stock',
      (advert) => advert.DealerStock.length > 0,
    );
    expect(page.url()).toMatch(/\/\?i=[0-9]+&m=search$/);

    const fee = detail.Vehicle.AdminFee;
    await expect(page.getByText(fee > 0 ? `Includes ${money(fee)} admin fee` : 'No admin fee').first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    for (const term of [
      'Year',
      'Mileage',
      'Fuel',
      'Transmission',
      'Body style',
      'Engine',
      'Colour',
      'Doors',
      'Seats',
      'Registration',
    ]) {
      await expect(facts.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: `Sold by ${detail.Dealer.Name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Running costs' })).toBeVisible();
    const rail = page.getByRole('region', { name: `More from ${detail.Dealer.Name}` });
    await expect(rail.getByRole('article')).toHaveCount(detail.DealerStock.length);
    // One region of that name (the rail), and the dealer's whole stock counted as its directory card counts it.
    await expect(page.getByRole('region', { name: `More from ${detail.Dealer.Name}`, exact: true })).toHaveCount(1);
    if (detail.DealerStockCount > detail.DealerStock.length) {
      const all = page.getByRole('link', {
        name: `See all ${new Intl.NumberFormat('en-GB').format(detail.Dealer.StockCount ?? 0)} vehicles from ${detail.Dealer.Name}`,
      });
      await expect(all).toHaveAttribute('href', new RegExp(`^/dealers/${detail.Dealer.Id}/`));
    }
    await expect
      .poll(() => audits.some((event) => event.includes('"VehicleView"') && event.includes(String(card.id))))
      .toBe(true);
    await expectNoAccessibilityViolations(page);

    await page.getByRole('banner').getByRole('button', { name: 'Recent' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Recently viewed' }).getByRole('article').getByRole('heading').first(),
    ).toHaveText(card.title);
  });

  test('look through the photos by keyboard, by swipe and full screen', async ({ page }) => {
    const { card, detail } = await openVehicleWhere<Detail>(
      page,
      'with two photos or more',
      (advert) => advert.Images.length >= 2,
    );
    const count = detail.Images.length;
    const gallery = page.getByRole('region', { name: `Photos of ${card.title}` });
    const status = gallery.getByRole('status');
    await expect(gallery.getByRole('group', { name: `1 of ${count}` })).toBeVisible();
    await expect(gallery.getByText(`Image 1 of ${count}`)).toBeAttached();

    // Keyboard: Next, then the arrow keys.
    await tabTo(page, gallery.getByRole('button', { name: 'Next image' }));
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Image 2 of ${count}`);
    await expect(gallery.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`Image 1 of ${count}`);

    // Swipe: a drag to the left moves on, to the right back.
    const photo = gallery.getByRole('group', { name: `1 of ${count}` });
    const box = await photo.boundingBox();
    if (!box) throw new Error('the photo has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(status).toHaveText(`Image 2 of ${count}`);

    // Full screen, at the photo reached; Escape comes back to the button.
    const fullScreen = gallery.getByRole('button', { name: 'View full screen' });
    await fullScreen.click();
    const dialog = page.getByRole('dialog', { name: `Photos of ${card.title}` });
    await expect(dialog.getByRole('group', { name: `2 of ${count}` })).toBeVisible();
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(fullScreen).toBeFocused();
  });

  test('reveal the phone by keyboard: the button gives way to a tel: link, which takes focus', async ({ page }) => {
    const audits: string[] = [];
    page.on('request', (request) => {
      if (isAudit(request)) audits.push(JSON.stringify(auditEvent(request)));
    });
    const { detail } = await openFirstVehicle(page);
    const reveal = page.getByRole('button', { name: 'Show phone number' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    const call = page.getByRole('link', { name: `Call ${detail.Dealer.PhoneNumber}` });
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute('href', `tel:${detail.Dealer.PhoneNumber.replace(/[^0-9+]/g, '')}`);
    await expect(reveal).toHaveCount(0);
    await expect.poll(() => audits.some((event) => event.includes('"PhoneReveal"'))).toBe(true);
  });

  test('the overlays it opens, by keyboard: each is a named dialog, passes axe, and Escape returns focus', async ({
    page,
  }) => {
    // Tabs through the page to each of its buttons and runs both accessibility engines per overlay.
    test.setTimeout(120_000);
    // An advert with every overlay: its dealer's hours and place, and equipment beyond the description.
    const { detail } = await openVehicleWhere<Detail>(
      page,
      'from a dealer with opening hours and a location, with equipment listed',
      (advert) => Boolean(advert.Dealer.OpeningHours?.length && advert.Dealer.Location && advert.Features.length),
    );
    const overlays: Array<[button: string, dialog: string | RegExp]> = [
      ['See the full specification', 'Full specification'],
      ['What these figures mean', 'Running costs'],
      ['Share', 'Share this page'],
      [(await distanceButton(page).textContent()) ?? '', 'Enter your postcode'],
      ['Opening hours', /is open now|closed right now/],
      ['Map and directions', `Find ${detail.Dealer.Name}`],
      ['Read the full description', /^About this /],
    ];
    for (const [name, dialogName] of overlays) {
      await checkOverlayByKeyboard(page, page.getByRole('button', { name, exact: true }), dialogName);
    }
  });

  test("the finance section names one lender, the example's, and says who pays us as the footer does", async ({
    page,
  }) => {
    const { detail } = await openVehicleWhere<Detail>(page, 'with a finance example', (advert) =>
      Boolean(advert.Finance && !advert.Vehicle.Sold),
    );
    const lender = detail.Finance?.Lender ?? '';
    // The footer's legal text names the partner credit enquiries are introduced to, and who pays us.
    const legal = (await page.getByRole('contentinfo').textContent()) ?? '';
    const partner = /introduce credit enquiries to (.+?) and insurance enquiries/.exec(legal)?.[1] ?? '';
    expect(partner).not.toBe('');
    expect(partner).not.toBe(lender);

    const finance = page.getByRole('region', { name: 'Finance' });
    await expect(finance).toContainText(`from ${lender}`);
    await expect(finance).toContainText(`This example's lender is ${lender}.`);
    await expect(finance).toContainText(`${partner}, also a broker, not a lender, which pays us a fixed commission`);
    await expect(finance).not.toContainText('the lender pays us');
  });

  test('the distance to the dealer: from the postcode searched with, then one the visitor gives', async ({ page }) => {
    // The results were searched near SW1A 1AA, which the site remembers for a day.
    const { card, detail } = await openFirstVehicle(page);
    expect(detail.DistanceMiles, 'the distance from SW1A 1AA').toBeDefined();
    await expect(page.getByText(/ miles? from SW1A 1AA$/)).toBeVisible();
    await distanceButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your postcode' });
    await dialog.getByRole('textbox', { name: /postcode/i }).fill('rg1 8dn');
    const asked = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === `/api/vehicles/${card.id}` && url.searchParams.get('postcode') === 'RG18DN';
    });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const answer = (await (await asked).json()) as Detail;
    await expect(dialog).toHaveCount(0);
    expect(answer.DistanceMiles, 'the distance from RG1 8DN').toBeDefined();
    await expect(page.getByText(/ miles? from RG1 8DN$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change postcode' })).toBeVisible();
  });

  test('at 375 px: one column, no sideways scrolling, no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openFirstVehicle(page);
    await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'See the full specification' }).click();
    await expect(page.getByRole('dialog', { name: 'Full specification' })).toBeVisible();
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });
});
