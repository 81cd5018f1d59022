import { expect, openWithinApp, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import { operations } from '../openapi/contract/contract';
import { documentedError, registerThroughApi, serverError } from './vehicles';

/** The contract's example account (its signIn example), not remembered. */
const amelia = {
  ...(operations().find((op) => op.operationId === 'signIn')?.requestBody?.value.content['application/json']?.examples
    ?.amelia?.value as { Email: string; Password: string }),
  RememberMe: false,
};

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

/** The contract's SavedSearchesFull body (a documented 409). */
const savedSearchesFull = documentedError('SavedSearchesFull');

/** A results page with a search worth saving. */
const resultsAddress = '/search/car/?PostCode=SW1A1AA&Make=ford&Model=fiesta&MaxPrice=15000';

/** Opens the results page and returns the criteria its results request carried. */
async function openResults(page: Page): Promise<Record<string, unknown>> {
  const results = page.waitForRequest((request) => request.url().endsWith('/api/search/car/results'));
  await openWithinApp(page, resultsAddress);
  const { searchPanelParameters } = (await results).postDataJSON() as {
    searchPanelParameters: Record<string, unknown>;
  };
  await expect(page.getByRole('heading', { level: 2, name: /results$/ })).toBeVisible();
  return searchPanelParameters;
}

/**
 * Signs in as the contract's example person through the API, as the sign-in form would: the session
 * first (its cookie and CSRF token), then the sign-in call. The browser shares these cookies. For
 * journeys that only read (or whose changes are answered by the test itself); a journey that saves,
 * edits or deletes works on an account of its own (registerThroughApi), so that runs and tests beside
 * it never fill, or empty, one person's list (20 at most) on a server that keeps what it is sent.
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
  test('signed out, the account home sends the visitor to sign in, to come back after', async ({ page }) => {
    await page.goto('/account/mygarage/');
    await expect(page).toHaveURL(/\/account\/signin\/\?returnUrl=%2Faccount%2Fmygarage%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('save from the results page, by keyboard alone: named, with alerts, then found on the account home', async ({
    page,
  }) => {
    await registerThroughApi(page);
    const criteria = await openResults(page);
    const save = page.getByRole('button', { name: 'Save this search' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible();
    // What is being saved, in words, and a name suggested from it.
    await expect(dialog.getByRole('list', { name: 'Looking for' })).toContainText('Ford Fiesta');
    const name = dialog.getByRole('textbox', { name: 'Name this search' });
    await expect(name).toHaveValue('Ford Fiesta up to £15,000 near SW1A 1AA');
    await expectNoAccessibilityViolations(page);

    // The free-text rule: the summary takes focus and links to the field, which says why.
    await tabTo(page, name);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Fiestas {for} Sam');
    await page.keyboard.press('Enter');
    const message = 'Special characters such as ` { } ^ + = are not permitted';
    // The error summary has focus (GOV.UK), with a link to the field.
    const summary = page.locator(':focus');
    await expect(summary).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(name).toHaveAccessibleDescription(new RegExp(`Error: ${escaped}`));
    await expectNoAccessibilityViolations(page);

    await tabTo(page, name);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Fiestas for Sam');
    const alerts = dialog.getByRole('checkbox', { name: 'Email me when new vehicles match this search' });
    await tabTo(page, alerts);
    await page.keyboard.press('Space');
    await expect(alerts).toBeChecked();
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/account/saved-searches') && request.method() === 'POST',
    );
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/saved-searches') && response.request().method() === 'POST',
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Save search' }));
    await page.keyboard.press('Enter');
    const request = await posted;
    expect(request.postDataJSON()).toEqual({
      Name: 'Fiestas for Sam',
      EmailAlerts: true,
      VehicleType: 'car',
      Criteria: criteria,
    });
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    const created = (await (await answered).json()) as SavedSearch;

    // Saved: it says so, and the way to the account home has focus.
    const done = page.getByRole('dialog', { name: 'Search saved' });
    await expect(done.getByRole('status')).toContainText(`‘${created.Name}’ is saved`);
    const toAccount = done.getByRole('link', { name: 'Go to your saved searches' });
    await expect(toAccount).toBeFocused();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Enter');
    // It leads to the saved searches themselves: their heading in view, with focus.
    await expect(page).toHaveURL(/\/account\/mygarage\/#saved-searches$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 2, name: 'Your saved searches' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(item(page, created.Name)).toBeVisible();
  });

  test('a refused save (20 saved already) shows the server’s message and keeps what was typed', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/account/saved-searches', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify(savedSearchesFull) })
        : route.fallback(),
    );
    await openResults(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: 'Name this search' }).fill('Fiestas for Sam');
    await dialog.getByRole('textbox', { name: 'Name this search' }).press('Enter');
    await expect(dialog.getByRole('alert')).toContainText(savedSearchesFull.FriendlyMessage);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(dialog.getByRole('textbox', { name: 'Name this search' })).toHaveValue('Fiestas for Sam');
  });

  test('signed out, the results page offers to sign in to save, coming back to the same results', async ({ page }) => {
    await openResults(page);
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
    const link = page.getByRole('link', { name: 'Sign in to save this search' });
    const href = await link.getAttribute('href');
    const target = new URL(href ?? '', 'http://localhost');
    expect(target.pathname).toBe('/account/signin/');
    expect(target.searchParams.get('returnUrl')).toBe(resultsAddress);
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
    // The seeded account has saved searches (the contract's example list).
    const first = searches[0];
    if (!first) throw new Error('the signed-in account has no saved search');
    await expect(savedSection.getByRole('heading', { level: 3 })).toHaveText(searches.map((s) => s.Name));
    const entry = item(page, first.Name);
    await expect(entry.getByRole('list', { name: 'Looking for' })).toContainText(
      first.VehicleType === 'van' ? 'Vans' : 'Cars',
    );
    await expect(entry.getByText(first.EmailAlerts ? 'Email alerts on' : 'Email alerts off')).toBeVisible();
    for (const action of ['Run search', 'Edit', 'Delete'])
      await expect(
        entry.getByRole(action === 'Run search' ? 'link' : 'button', { name: `${action} ${first.Name}` }),
      ).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('a new account home says there are no saved searches yet', async ({ page }) => {
    await registerThroughApi(page);
    expect(await openAccountHome(page)).toEqual([]);
    await expect(
      page.getByRole('region', { name: 'Your saved searches' }).getByText('You have no saved searches yet.'),
    ).toBeVisible();
  });

  test('Run search lands on the results of its criteria', async ({ page }) => {
    const token = await registerThroughApi(page);
    const created = await saveThroughApi(page, token);
    const search = (await openAccountHome(page)).find((entry) => entry.Name === created.Name);
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

  test('Edit renames a saved search and switches its alerts (PUT), and the list shows the answer', async ({ page }) => {
    const token = await registerThroughApi(page);
    const created = await saveThroughApi(page, token);
    await openAccountHome(page);
    const edit = item(page, created.Name).getByRole('button', { name: `Edit ${created.Name}` });
    await edit.click();

    const dialog = page.getByRole('dialog', { name: 'Edit saved search' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(created.Name);
    const alerts = dialog.getByRole('checkbox', { name: 'Email me when new vehicles match this search' });
    await expect(alerts).toBeChecked({ checked: created.EmailAlerts });
    await expectNoAccessibilityViolations(page);

    const renamed = `Renamed ${Date.now()}`;
    await name.fill(renamed);
    await dialog.getByText('Email me when new vehicles match this search').click();
    const put = page.waitForRequest((request) => request.method() === 'PUT');
    const answered = page.waitForResponse((response) => response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const request = await put;
    expect(new URL(request.url()).pathname).toBe(`/api/account/saved-searches/${created.Id}`);
    expect(request.postDataJSON()).toEqual({ Name: renamed, EmailAlerts: !created.EmailAlerts });
    expect(request.headers()['x-csrf-token']).toBeTruthy();
    const now = (await (await answered).json()) as SavedSearch;

    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Your saved search has been updated',
    );
    const entry = item(page, now.Name);
    await expect(entry.getByText(now.EmailAlerts ? 'Email alerts on' : 'Email alerts off')).toBeVisible();
    // Focus is back on the search's Edit button.
    await expect(entry.getByRole('button', { name: `Edit ${now.Name}` })).toBeFocused();
  });

  test('Delete asks first, sends the DELETE, and the search leaves the list', async ({ page }) => {
    const token = await registerThroughApi(page);
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
    // The dialog's pending button has gone: nothing it announced still points at it.
    await expectNoAccessibilityViolations(page);
  });

  test('a delete that fails says why and keeps the search', async ({ page }) => {
    const token = await registerThroughApi(page);
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
