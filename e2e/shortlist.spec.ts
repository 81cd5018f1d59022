import { expect, test } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import {
  exampleVehicleIds,
  openResults,
  resultCards,
  seedShortlist,
  serverError,
  shortlistButton,
  shortlistCookie,
  registerThroughApi,
  toast,
} from './vehicles';

const thirtyDays = 2_592_000;

test.describe('shortlist, signed out (the cookie)', () => {
  test('add two -> the cookie holds them newest first with a literal | -> reload keeps them -> the panel shows them -> remove', async ({
    page,
  }) => {
    const [first, second] = await openResults(page);
    if (!first || !second) throw new Error('the results page shows fewer than two vehicles');
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist');
    // Where the button sits in the header (the page itself may scroll to the card pressed).
    const place = () =>
      shortlistButton(page).evaluate((button) => {
        const own = button.getBoundingClientRect();
        const header = button.closest('header')?.getBoundingClientRect() ?? own;
        return { x: own.x - header.x, y: own.y - header.y, width: own.width, height: own.height };
      });
    const before = await place();

    await first.heart.click();
    await expect(first.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Car added to shortlist')).toBeVisible();
    await expect(toast(page, 'Car added to shortlist').getByRole('button', { name: 'View' })).toBeVisible();
    await second.heart.click();
    await expect(second.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 2 vehicles');
    // The count sits over the heart: the button neither grows nor moves.
    expect(await place()).toEqual(before);

    const cookie = await shortlistCookie(page);
    expect(cookie?.value).toBe(`${second.id}-0|${first.id}-0`);
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + thirtyDays - 120);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + thirtyDays + 120);

    await page.reload();
    const [again] = await resultCards(page);
    if (!again) throw new Error('the results page shows no vehicles after the reload');
    await expect(again.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 2 vehicles');

    await shortlistButton(page).click();
    const panel = page.getByRole('dialog', { name: 'Your shortlist' });
    await expect(panel.getByRole('region', { name: 'Shortlisted vehicles' })).toBeVisible();
    const titles = panel.getByRole('article').getByRole('heading');
    await expect(titles).toHaveText([second.title, first.title]);
    await expect(panel.getByRole('link', { name: 'Compare vehicles' })).toHaveAttribute('href', '/vehicle-compare/');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    await panel.getByRole('button', { name: `Remove ${first.title}` }).click();
    await expect(titles).toHaveText([second.title]);
    expect((await shortlistCookie(page))?.value).toBe(`${second.id}-0`);
    await page.keyboard.press('Escape');
    await expect(first.heart).toHaveAttribute('aria-pressed', 'false');
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 1 vehicle');
  });

  test('with 25 held, the 26th does nothing but open the panel and say the shortlist is full', async ({ page }) => {
    const [target] = await openResults(page);
    if (!target) throw new Error('the results page shows no vehicles');
    // The first 25 go straight into the cookie (ids the contract names, other than the one to add);
    // the 26th is a real press of a card's heart.
    const held = exampleVehicleIds.filter((id) => id !== target.id).slice(0, 25);
    expect(held).toHaveLength(25);
    await seedShortlist(page, held);
    const seeded = (await shortlistCookie(page))?.value;
    await page.reload();
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 25 vehicles');

    await target.heart.click();
    const panel = page.getByRole('dialog', { name: 'Your shortlist' });
    await expect(panel).toBeVisible();
    const full = toast(page, 'Your shortlist is full');
    await expect(full).toBeVisible();
    await expect(full).toContainText('You can add up to 25 vehicles.');
    await expect(panel.getByText('25 of 25 vehicles')).toBeVisible();
    expect((await shortlistCookie(page))?.value).toBe(seeded);
    await page.keyboard.press('Escape');
    await expect(target.heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('keyboard only: shortlist a vehicle, then open the shortlist from the toast and from the header', async ({
    page,
  }) => {
    const [first] = await openResults(page);
    if (!first) throw new Error('the results page shows no vehicles');
    // Tab from the page's heading to the first card's heart.
    await page.getByRole('heading', { level: 1 }).focus();
    for (let presses = 0; presses < 80; presses++) {
      if (await first.heart.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(first.heart).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first.heart).toHaveAttribute('aria-pressed', 'true');

    // The toast's View: F6 moves focus into the notifications region.
    const view = toast(page, 'Car added to shortlist').getByRole('button', { name: 'View' });
    await expect(view).toBeVisible();
    await page.keyboard.press('F6');
    for (let presses = 0; presses < 5; presses++) {
      if (await view.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(view).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Your shortlist' });
    await expect(panel.getByRole('heading', { name: first.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // The header's button, reached by Shift+Tab from the card.
    await first.heart.focus();
    for (let presses = 0; presses < 80; presses++) {
      if (await shortlistButton(page).evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Shift+Tab');
    }
    await expect(shortlistButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('heading', { name: first.title })).toBeVisible();
    // Tab reaches the card's link and its Remove.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: `Remove ${first.title}` })).toBeFocused();
  });
});

test('four hearts in a row: one shortlist toast at a time, over none of the hearts, so each press toggles its own heart', async ({
  page,
}) => {
  const cards = (await openResults(page)).slice(0, 4);
  expect(cards, 'this journey needs four cars on the first page').toHaveLength(4);
  const panel = page.getByRole('dialog', { name: 'Your shortlist' });
  const added = page.getByRole('alertdialog', { name: 'Car added to shortlist' });
  /** The hearts in the viewport that something else is drawn over at their centre, by title. */
  const coveredHearts = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main article button[aria-label^="Shortlist "]')]
        .filter((heart) => {
          const box = heart.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          if (y < 0 || y > window.innerHeight) return false;
          return !heart.contains(document.elementFromPoint(x, y));
        })
        .map((heart) => heart.getAttribute('aria-label')),
    );
  for (const card of cards) {
    // Scrolled just into view, as a person brings the next row up: it comes in at the bottom edge.
    await card.heart.evaluate((heart) => heart.scrollIntoView({ block: 'nearest' }));
    expect(await coveredHearts(), 'hearts with a toast over them').toEqual([]);
    const box = await card.heart.boundingBox();
    if (!box) throw new Error(`the heart of ${card.title} is not drawn`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(card.heart).toHaveAttribute('aria-pressed', 'true');
    await expect(added).toHaveCount(1);
    await expect(panel).toHaveCount(0);
  }
  expect(await coveredHearts(), 'hearts with a toast over them').toEqual([]);
  await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 4 vehicles');
  // The toast at the top, in its own landmark, passes both engines.
  await expect(page.getByRole('region', { name: 'Shortlist notifications' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('removing by keyboard in the panel: focus moves to the next car, or to the previous one when the last went', async ({
  page,
}) => {
  const cards = (await openResults(page)).slice(0, 3);
  if (cards.length < 3) throw new Error('the results page shows fewer than three vehicles');
  await seedShortlist(
    page,
    cards.map((card) => card.id),
  );
  await page.reload();
  await shortlistButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Your shortlist' });
  const [first, second, third] = cards as [(typeof cards)[0], (typeof cards)[0], (typeof cards)[0]];
  const remove = (card: { title: string }) => panel.getByRole('button', { name: `Remove ${card.title}` });
  await expect(panel.getByRole('article').getByRole('heading')).toHaveText([first.title, second.title, third.title]);

  // The middle one: focus goes to the car after it.
  await remove(second).focus();
  await page.keyboard.press('Enter');
  await expect(remove(second)).toHaveCount(0);
  await expect(remove(third)).toBeFocused();

  // The last one: focus goes to the car before it.
  await page.keyboard.press('Enter');
  await expect(remove(third)).toHaveCount(0);
  await expect(remove(first)).toBeFocused();

  // The only one: focus stays in the panel, on what it now says.
  await page.keyboard.press('Space');
  const empty = panel.getByText('Your shortlist is empty.', { exact: false });
  await expect(empty).toBeVisible();
  await expect(empty).toBeFocused();
  await expect(panel).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

// Signed in, each journey works on an account of its own: a server keeps what it is sent, and one
// person's shortlist (25 at most) would fill up over runs and change under tests running beside it.
test.describe('shortlist, signed in (the server)', () => {
  test('each change goes to the server with the session’s CSRF token; a failing call rolls back and says so', async ({
    page,
  }) => {
    await registerThroughApi(page);
    const sessionAnswer = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
    const accountList = page.waitForResponse((response) => response.url().endsWith('/api/account/shortlist'));
    const cards = await openResults(page);
    const session = (await (await sessionAnswer).json()) as { IsAuthenticated: boolean; CsrfToken: string };
    expect(session.IsAuthenticated).toBe(true);
    const held = ((await (await accountList).json()) as { VehicleIds: number[] }).VehicleIds;
    const free = cards.filter((card) => !held.includes(card.id));
    const [first, second] = free;
    if (!first || !second) throw new Error('fewer than two vehicles on the page are not shortlisted yet');
    await expect(first.heart).toHaveAttribute('aria-pressed', 'false');

    const save = page.waitForRequest((request) => request.url().endsWith('/account/savevehicleshortlist'));
    await first.heart.click();
    const sent = await save;
    expect(await sent.headerValue('X-CSRF-Token')).toBe(session.CsrfToken);
    expect(sent.postDataJSON()).toEqual({ vehicleId: first.id, returnVehicle: false });
    await expect(toast(page, 'Car added to shortlist')).toBeVisible();
    await expect(first.heart).toHaveAttribute('aria-pressed', 'true');
    expect(await shortlistCookie(page)).toBeUndefined();

    await page.route('**/account/savevehicleshortlist', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverError) }),
    );
    await second.heart.click();
    const failed = toast(page, 'We could not add this car to your shortlist');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(serverError.FriendlyMessage);
    await expect(second.heart).toHaveAttribute('aria-pressed', 'false');
    await expect(first.heart).toHaveAttribute('aria-pressed', 'true');
  });

  test('signing in merges the signed-out shortlist into the account and clears the cookie', async ({ page }) => {
    const [first, second] = await openResults(page);
    if (!first || !second) throw new Error('the results page shows fewer than two vehicles');
    await first.heart.click();
    await second.heart.click();
    await expect(shortlistButton(page)).toHaveAccessibleName('Shortlist, 2 vehicles');

    await registerThroughApi(page);
    const merge = page.waitForRequest((request) => request.url().endsWith('/api/account/shortlist/merge'));
    const sessionAnswer = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
    await page.reload();
    const session = (await (await sessionAnswer).json()) as { CsrfToken: string };
    const sent = await merge;
    expect(sent.postDataJSON()).toEqual({ vehicleIds: [second.id, first.id] });
    expect(await sent.headerValue('X-CSRF-Token')).toBe(session.CsrfToken);
    await expect.poll(async () => shortlistCookie(page)).toBeUndefined();
    await shortlistButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Your shortlist' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your shortlist' }).getByText('Sign in to keep')).toHaveCount(0);
  });
});
