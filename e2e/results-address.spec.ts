import { expect, test, type Page, type Response } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';

/**
 * A results address changed by hand (a page number typed, a postcode pasted): the page says what is wrong
 * and offers a way on that works, never a 'Try again' that would fail the same way. Every figure is the
 * server's, read from its answers.
 */

interface Results {
  Results: unknown[];
  Pagination: { CurrentPage: number; TotalRecords: number; PageSize?: number };
}

const isResults = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/search/car/results';

/** Opens a results address, with the server's answer to its search. */
async function openResults(page: Page, address: string) {
  const answer = page.waitForResponse(isResults);
  await page.goto(address);
  return answer;
}

const format = (value: number) => new Intl.NumberFormat('en-GB').format(value);

test.describe('a results address changed by hand', () => {
  test('a page past the last says so, keeps the true total, and offers the last page', async ({ page }) => {
    // The whole stock's first page, as the server answers it (a results page with cards is rendered by the server).
    const first = (await (
      await page.request.post('/api/search/car/results', {
        data: { isNewSearch: true, pagination: { CurrentPage: 1 }, searchPanelParameters: { Type: 'car' } },
      })
    ).json()) as Results;
    const size = first.Pagination.PageSize ?? 20;
    const last = Math.ceil(first.Pagination.TotalRecords / size);
    expect(last, 'more than one page of cars').toBeGreaterThan(1);

    const past = (await (await openResults(page, `/search/car/?Page=${last + 1}`)).json()) as Results;
    expect(past.Results).toEqual([]);
    const total = past.Pagination.TotalRecords;
    await expect(page.getByRole('heading', { level: 2, name: `${format(total)} results` })).toBeVisible();
    await expect(page.getByText('This page is past the end of the results.')).toBeVisible();
    await expect(page.getByText(/match your search/)).toHaveCount(0);
    const lastPage = page.getByRole('link', { name: `Go to page ${format(last)}, the last page` });
    await expect(lastPage).toBeVisible();
    await expectNoAccessibilityViolations(page);

    const answer = page.waitForResponse(isResults);
    await tabTo(page, lastPage);
    await page.keyboard.press('Enter');
    const shown = (await (await answer).json()) as Results;
    expect(shown.Pagination.CurrentPage).toBe(last);
    await expect(page).toHaveURL(new RegExp(`[?&]Page=${last}$`));
    await expect(page.locator('#results-heading')).toBeFocused();
    await expect(page.getByRole('article')).not.toHaveCount(0);
  });

  test('Page=99999 asks for a page the server answers and offers the last page, not an error', async ({ page }) => {
    const response = await openResults(page, '/search/car/?Page=99999');
    expect(response.status()).toBe(200);
    const { Pagination } = (await response.json()) as Results;
    const last = Math.ceil(Pagination.TotalRecords / (Pagination.PageSize ?? 20));
    await expect(page.getByText('This page is past the end of the results.')).toBeVisible();
    await expect(page.getByRole('link', { name: `Go to page ${format(last)}, the last page` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test("a malformed postcode in the address gets the server's message at the field and a search without it", async ({
    page,
  }, testInfo) => {
    const refused = await openResults(page, '/search/car/?PostCode=ZZ1');
    expect(refused.status()).toBe(400);
    const { Code, FriendlyMessage } = (await refused.json()) as { Code: number; FriendlyMessage: string };
    expect(Code).toBe(102);

    const problem = page.getByRole('alert').filter({ hasText: FriendlyMessage });
    await expect(problem).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    if (testInfo.project.name === 'desktop') {
      const postcode = page.getByRole('complementary', { name: 'Search options' }).getByRole('textbox', {
        name: 'Postcode',
      });
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      await expect(postcode).toHaveAccessibleDescription(new RegExp(FriendlyMessage));
    }
    await expectNoAccessibilityViolations(page);

    const without = problem.getByRole('link', { name: 'Search without the postcode' });
    const answer = page.waitForResponse(isResults);
    await tabTo(page, without);
    await page.keyboard.press('Enter');
    const found = await answer;
    expect(found.status()).toBe(200);
    expect(found.request().postDataJSON().searchPanelParameters.PostCode ?? '').toBe('');
    await expect(page).not.toHaveURL(/PostCode=/);
    const { Pagination } = (await found.json()) as Results;
    await expect(
      page.getByRole('heading', { level: 2, name: `${format(Pagination.TotalRecords)} results` }),
    ).toBeVisible();
  });
});
