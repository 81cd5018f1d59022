import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { openPanel } from './searchPanel';
import { formatCount } from './vehicles';

/**
 * Keywords: a keyword the contract refuses is explained at the field before anything is sent, and a
 * search whose keywords find nothing offers to remove each keyword on its own.
 */

type Criteria = { Keywords?: { Value: string }[] };

/** The keywords of every count request the page sends. */
function sentKeywords(page: Page): string[][] {
  const sent: string[][] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/search/car/count') return;
    sent.push(((request.postDataJSON() as Criteria).Keywords ?? []).map((keyword) => keyword.Value));
  });
  return sent;
}

test.describe('search keywords', () => {
  test('a refused keyword is explained at the field, and nothing is counted until it is changed', async ({ page }) => {
    await page.goto('/search/car/?PostCode=SW1A1AA');
    await openPanel(page);
    const panel = page.getByRole('search', { name: 'Search used cars' });
    await panel.getByRole('button', { name: 'More options' }).click();
    const keywords = panel.getByRole('textbox', { name: 'Keywords' });
    const sent = sentKeywords(page);

    await keywords.fill('<script>alert(1)</script>, 😀');
    await expect(keywords).toHaveAttribute('aria-invalid', 'true');
    await expect(keywords).toHaveAccessibleDescription(
      /^Words in the advert, separated by commas, e\.g\. heated seats, tow bar Error: Keywords can include letters, numbers, spaces and punctuation, but not ` \{ \} \^ \+ = < or >$/,
    );
    const button = panel.getByRole('button', { name: /cars/ }).last();
    await expect(button).toBeDisabled();
    await expectNoAccessibilityViolations(page);

    // Mended, the keywords are counted.
    const counted = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === '/api/search/car/count' &&
        ((answer.request().postDataJSON() as Criteria).Keywords ?? []).length === 2,
    );
    await keywords.fill('script, 😀');
    expect((await counted).status()).toBe(200);
    await expect(keywords).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent.flat().filter((keyword) => keyword.includes('<'))).toEqual([]);
  });

  test('when keywords find nothing, each keyword is removed on its own, the other kept', async ({ page }) => {
    // 'red' alone finds cars; the emoji finds none, so the two together find nothing.
    const relaxedCount = page.waitForResponse(
      (answer) =>
        new URL(answer.url()).pathname === '/api/search/car/count' &&
        JSON.stringify((answer.request().postDataJSON() as Criteria).Keywords) === JSON.stringify([{ Value: 'red' }]),
    );
    await page.goto(`/search/car/?PostCode=SW1A1AA&Keywords=red&Keywords=${encodeURIComponent('😀')}`);
    await expect(page.getByRole('main')).toContainText('No cars match your search.');
    const { RecordCount } = (await (await relaxedCount).json()) as { RecordCount: number };
    expect(RecordCount).toBeGreaterThan(0);

    const remove = page.getByRole('link', { name: `Remove Keyword: 😀 (${formatCount(RecordCount)} cars)` });
    await expect(remove).toBeVisible();
    await expect(page.getByRole('link', { name: /^Remove Keywords?: .*red/ })).toHaveCount(0);
    await remove.click();
    await expect(page).toHaveURL(/Keywords=red/);
    expect(new URL(page.url()).searchParams.getAll('Keywords')).toEqual(['red']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^${formatCount(RecordCount)} used cars`),
    );
  });
});
