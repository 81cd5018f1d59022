import { expect, test, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

function auditBodies(requests: Request[]) {
  return requests.filter((r) => new URL(r.url()).pathname === '/api/audit').map((r) => r.postDataJSON() as unknown);
}

test.describe('home page postcode search', () => {
  test('records the page view and passes axe', async ({ page }) => {
    const pageView = page.waitForRequest((r) => r.url().endsWith('/api/audit'));
    const pageViewAnswer = page.waitForResponse((r) => r.url().endsWith('/api/audit'));
    await page.goto('/');

    await expect(page).toHaveTitle('Used cars and vans for sale from UK dealers | Forecourt');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next used car or van' })).toBeVisible();
    const request = await pageView;
    expect(request.method()).toBe('POST');
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.postDataJSON()).toEqual({ Type: 'PageView', Parameters: ['/'] });
    const answer = await pageViewAnswer;
    expect(answer.status()).toBe(204);
    expect(answer.headers()['sl-violations']).toBeUndefined();

    await expectNoAxeViolations(page);
  });

  test('keyboard: skip link, then an empty and an invalid postcode get the spec messages', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const postcode = page.getByRole('textbox', { name: 'Your postcode' });
    await postcode.focus();
    await page.keyboard.press('Enter');
    await expect(postcode).toHaveAccessibleDescription('Error: We need a postcode to find cars in your area');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await postcode.fill('QW1 1AA');
    await page.keyboard.press('Enter');
    await expect(postcode).toHaveAccessibleDescription('Error: Please enter a valid UK postcode');
  });

  test('a valid postcode is sent as a HomeSearch audit event, normalised', async ({ page }) => {
    const sent: Request[] = [];
    page.on('request', (r) => sent.push(r));
    await page.goto('/');

    await page.getByRole('textbox', { name: 'Your postcode' }).fill('sw1a 1aa');
    const search = page.waitForRequest(
      (r) => r.url().endsWith('/api/audit') && r.postData()?.includes('HomeSearch') === true,
    );
    await page.getByRole('button', { name: 'Search cars' }).press('Enter');
    await search;

    expect(auditBodies(sent)).toContainEqual({ Type: 'HomeSearch', Parameters: ['SW1A1AA', 'car'] });
    await expect(page).toHaveURL(/\/search\/car\/\?PostCode=SW1A1AA$/);
  });
});
