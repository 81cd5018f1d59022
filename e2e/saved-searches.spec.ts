import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './axe';

/** The contract's example account (openapi.yaml, signIn). */
const amelia = { Email: 'amelia.hughes@example.co.uk', Password: 'Forecourt2026', RememberMe: false };

interface SavedSearch {
  Id: string;
  Name: string;
  VehicleType: 'car' | 'van';
  EmailAlerts: boolean;
  Criteria: Record<string, unknown> & {
    PostCode?: string;
    MakeModels?: { Value: string; Selected?: boolean; Models?: { Value: string; Selected?: boolean }[] }[];
  };
}

/** The contract's ServerError body (a documented 500). */
const serverError = {
  Code: 500,
  FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
};

/**
 * Signs in as the contract's example person through the API, as the sign-in form would: the session
 * first (its cookie and CSRF token), then the sign-in call. The browser shares these cookies.
 */
async function signIn(page: Page): Promise<string> {
  const session = await page.request.get('/api/account/session');
  const { CsrfToken: anonymous } = (await session.json()) as { CsrfToken: string };
  const signedIn = await page.request.post('/api/account/signin', {
    data: amelia,
    headers: { 'X-CSRF-Token': anonymous },
  });
  expect(signedIn.ok()).toBe(true);
  return ((await signedIn.json()) as { CsrfToken: string }).CsrfToken;
}

/** Saves a search through the API (for journeys that need one to exist); the server's answer. */
async function saveThroughApi(page: Page, token: string): Promise<SavedSearch> {
  const response = await page.request.post('/api/account/saved-searches', {
    headers: { 'X-CSRF-Token': token },
    data: {
      Name: `Fiestas ${Date.now()}`,
      VehicleType: 'car',
      EmailAlerts: false,
      Criteria: {
        PostCode: 'SW1A1AA',
        MakeModels: [{ Value: 'ford', Selected: true, Models: [{ Value: 'fiesta', Selected: true }] }],
        MaxPrice: 15000,
        PaginationCurrentPage: 1,
      },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as SavedSearch;
}

/** Opens the account home and waits for the saved searches the server lists. */
async function openAccountHome(page: Page): Promise<SavedSearch[]> {
  const listed = page.waitForResponse(
    (response) => response.url().endsWith('/api/account/saved-searches') && response.request().method() === 'GET',
  );
  await page.goto('/account/mygarage/');
  const { SavedSearches } = (await (await listed).json()) as { SavedSearches: SavedSearch[] };
  await expect(page.getByRole('heading', { level: 1, name: 'My garage' })).toBeVisible();
  return SavedSearches;
}

const item = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .first();

test.describe('saved searches', () => {
  test('signed out, the account home asks the visitor to sign in and come back', async ({ page }) => {
    await page.goto('/account/mygarage/');
    const link = page.getByRole('link', { name: 'Sign in to see your account' });
    await expect(link).toHaveAttribute('href', '/account/signin/?returnUrl=/account/mygarage/');
    await expectNoAccessibilityViolations(page);
  });

  test('the account home greets the person and lists each saved search with what it looks for', async ({ page }) => {
    await signIn(page);
    const searches = await openAccountHome(page);
    const session = (await (await page.request.get('/api/account/session')).json()) as {
      User: { FirstName: string };
    };
    await expect(page.getByText(`Hello, ${session.User.FirstName}.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Your shortlist' })).toBeVisible();
    const savedSection = page.getByRole('region', { name: 'Your saved searches' });
    if (searches.length === 0) {
      await expect(savedSection.getByText('You have no saved searches yet.')).toBeVisible();
    } else {
      await expect(savedSection.getByRole('heading', { level: 3 })).toHaveText(searches.map((s) => s.Name));
      const first = searches[0];
      if (!first) throw new Error('unreachable');
      const entry = item(page, first.Name);
      await expect(entry.getByRole('list', { name: 'Looking for' })).toContainText(
        first.VehicleType === 'van' ? 'Vans' : 'Cars',
      );
      await expect(entry.getByText(first.EmailAlerts ? 'Email alerts on' : 'Email alerts off')).toBeVisible();
      for (const action of ['Run search', 'Edit', 'Delete'])
        await expect(
          entry.getByRole(action === 'Run search' ? 'link' : 'button', { name: `${action} ${first.Name}` }),
        ).toBeVisible();
    }
    await expectNoAccessibilityViolations(page);
  });

  test('Run search lands on the results of its criteria', async ({ page }) => {
    const token = await signIn(page);
    await saveThroughApi(page, token);
    const [search] = await openAccountHome(page);
    if (!search) throw new Error('the list should hold the search just saved');

    const results = page.waitForRequest((request) =>
      request.url().endsWith(`/api/search/${search.VehicleType}/results`),
    );
    await page.getByRole('link', { name: `Run search ${search.Name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${search.VehicleType}/\\?`));
    const sent = ((await results).postDataJSON() as { searchPanelParameters: Record<string, unknown> })
      .searchPanelParameters;
    const criteria = search.Criteria;
    // Every criterion that narrows the search is carried: postcode, make and model, prices, distance...
    const narrowing = Object.fromEntries(
      Object.entries(criteria).filter(
        ([key, value]) =>
          ['PostCode', 'MinPrice', 'MaxPrice', 'MaxMileage', 'SortOrder'].includes(key) && value !== -1 && value !== '',
      ),
    );
    expect(sent).toMatchObject(narrowing);
    if (criteria.Distance !== undefined && criteria.Distance !== 1000) expect(sent.Distance).toBe(criteria.Distance);
    const make = criteria.MakeModels?.find((entry) => entry.Selected);
    if (make) {
      const model = make.Models?.find((entry) => entry.Selected);
      expect(sent.MakeModels).toEqual([
        expect.objectContaining({
          Value: make.Value,
          ...(model ? { Models: [expect.objectContaining({ Value: model.Value })] } : {}),
        }),
      ]);
    }
  });

  test('Delete asks first, sends the DELETE, and the search leaves the list', async ({ page }) => {
    const token = await signIn(page);
    const created = await saveThroughApi(page, token);
    await openAccountHome(page);
    const entry = item(page, created.Name);
    await entry.getByRole('button', { name: `Delete ${created.Name}` }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`‘${created.Name}’ and its email alerts`));
    await expectNoAccessibilityViolations(page);
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(entry).toBeVisible();

    await entry.getByRole('button', { name: `Delete ${created.Name}` }).click();
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    const request = await deleted;
    expect(new URL(request.url()).pathname).toBe(`/api/account/saved-searches/${created.Id}`);
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `Saved search ‘${created.Name}’ deleted`,
    );
    await expect(item(page, created.Name)).toHaveCount(0);
    // Focus goes to the list's heading, not lost with the deleted search.
    await expect(page.getByRole('heading', { level: 2, name: 'Your saved searches' })).toBeFocused();
  });

  test('a delete that fails says why and keeps the search', async ({ page }) => {
    const token = await signIn(page);
    const created = await saveThroughApi(page, token);
    await page.route('**/api/account/saved-searches/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverError) })
        : route.fallback(),
    );
    await openAccountHome(page);
    const entry = item(page, created.Name);
    await entry.getByRole('button', { name: `Delete ${created.Name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Sorry, we could not delete this saved search.');
    await expect(alert).toContainText(serverError.FriendlyMessage);
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(item(page, created.Name)).toBeVisible();
  });
});
