import { expect, test, type Page, type Request } from './fixtures';
import { auditEvent, isAudit } from './audit';
import { expectNoAccessibilityViolations } from './axe';
import { firstTabToSkipLink } from './keyboard';

/** The home page with SW1A 1AA typed: its search button, once it shows the count of cars. */
async function countedHomeSearch(page: Page) {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 1AA');
  const button = page.getByRole('button', { name: /^Search [\d,]+ cars$/ });
  await expect(button).toBeEnabled();
  return button;
}

test.describe('home page', () => {
  test('records the page view by beacon and passes axe', async ({ page }) => {
    const pageView = page.waitForRequest(isAudit);
    const pageViewAnswer = page.waitForResponse((r) => isAudit(r.request()));
    await page.goto('/');

    await expect(page).toHaveTitle('Used cars and vans for sale from UK dealers | Forecourt');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next used car or van' })).toBeVisible();
    const request = await pageView;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(auditEvent(request)).toEqual({ Type: 'PageView', Parameters: ['/'] });
    const answer = await pageViewAnswer;
    expect(answer.status()).toBe(204);
    expect(answer.headers()['sl-violations']).toBeUndefined();

    await expect(page.getByRole('combobox', { name: 'Make' })).toContainText('Ford');
    await expectNoAccessibilityViolations(page);
  });

  test('without sendBeacon the page view goes through the typed client as JSON', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined });
    });
    const pageView = page.waitForRequest(isAudit);
    await page.goto('/');
    const request = await pageView;
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.postDataJSON()).toEqual({ Type: 'PageView', Parameters: ['/'] });
  });

  test('keyboard: skip link, then an empty and an invalid postcode get their messages', async ({ page }) => {
    await page.goto('/');
    await firstTabToSkipLink(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    // The panel's fields are unavailable (a disabled fieldset, the form aria-busy) until its default
    // options arrive, as a person finds them; a slower server (the reference one) makes that visible.
    await expect(postcode).toBeEnabled();
    await postcode.focus();
    await page.keyboard.press('Enter');
    await expect(postcode).toHaveAccessibleDescription('Error: We need a postcode to find cars in your area');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expectNoAccessibilityViolations(page);

    await postcode.fill('QW1 1AA');
    await expect(postcode).toHaveAccessibleDescription('Error: Please enter a valid UK postcode');
    await expect(page.getByRole('button', { name: 'Search cars' })).toBeDisabled();
  });

  test('a malformed postcode sent at once, before its own check, is checked there and then', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search/car/results')) searched.push(r.url());
    });
    await page.goto('/');
    const postcode = page.getByRole('textbox', { name: 'Postcode' });
    await expect(postcode).toBeEnabled();

    // Enter in the field, well within the second the typing check waits.
    await postcode.fill('ZZ1');
    await postcode.press('Enter');
    await expect(postcode).toHaveAccessibleDescription('Error: Please enter a valid UK postcode');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // From the search button: the page stays, and focus moves to the field in error.
    await postcode.fill('ZZ2');
    const button = page.getByRole('button', { name: 'Search cars' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(postcode).toBeFocused();
    await expect(postcode).toHaveAccessibleDescription('Error: Please enter a valid UK postcode');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next used car or van' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    expect(searched).toEqual([]);
  });

  test('a valid postcode is counted, and the search is sent as a HomeSearch audit event', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (isAudit(r)) sent.push(r);
    });
    await page.goto('/');

    const count = page.waitForRequest((r) => r.url().endsWith('/api/search/car/count'));
    await page.getByRole('textbox', { name: 'Postcode' }).fill('sw1a 1aa');
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW1A1AA');
    expect((await count).postDataJSON()).toMatchObject({ PostCode: 'SW1A1AA', PaginationCurrentPage: 1 });
    const button = page.getByRole('button', { name: /^Search [\d,]+ cars$/ });
    await expect(button).toBeEnabled();
    const label = (await button.textContent())?.replace('Search ', '') ?? '';
    // The count is announced politely to screen readers.
    await expect(page.getByRole('status').filter({ hasText: `${label} found` })).toHaveCount(1);

    const search = page.waitForRequest((r) => isAudit(r) && auditEvent(r).Type === 'HomeSearch');
    await button.press('Enter');
    await search;
    expect(sent.map(auditEvent)).toContainEqual({ Type: 'HomeSearch', Parameters: ['SW1A1AA', 'car'] });
    await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA$/);
  });

  test('searched by keyboard, the results page it leads to passes both engines, live announcer and all', async ({
    page,
  }) => {
    const button = await countedHomeSearch(page);
    const results = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search/car/results');
    // The button goes pending as it is pressed, focused: react-aria announces it by a note naming it.
    await button.press('Enter');
    await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA$/);
    await results;
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The home page's button has gone: nothing it announced still points at it.
    await expectNoAccessibilityViolations(page);
  });

  test('the results page a search leads to opens at its top: the header whole, focus on its heading', async ({
    page,
  }) => {
    const button = await countedHomeSearch(page);
    await button.click();
    await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/used cars near SW1A 1AA/);
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.y).toBe(0);
  });

  test('the Cars/Vans switch counts vans, keeps the postcode and searches vans', async ({ page }) => {
    await countedHomeSearch(page);

    const vans = page.getByRole('radio', { name: 'Vans' });
    const count = page.waitForRequest((r) => r.url().endsWith('/api/search/van/count'));
    await page.getByRole('radio', { name: 'Cars' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(vans).toBeChecked();
    expect((await count).postDataJSON()).toMatchObject({ PostCode: 'SW1A1AA' });
    await expect(page.getByRole('search', { name: 'Search used vans' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW1A1AA');
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: /^Search [\d,]+ vans$/ }).press('Enter');
    await expect(page).toHaveURL(/\/search\/van\/\?PostCode=SW1A1AA$/);
  });
});
