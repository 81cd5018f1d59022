import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';

// The contract's sign-in example: the reference server seeds this account.
const amelia = { email: 'amelia.hughes@example.co.uk', password: 'Forecourt2026' };

const json = (body: unknown) => JSON.stringify(body);
const header = (page: Page) => page.getByRole('banner');
const signInLink = (page: Page) => header(page).getByRole('link', { name: 'Sign in' });
const accountButton = (page: Page) => header(page).getByRole('button', { name: 'Account' });

async function signInOnPage(page: Page) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(amelia.email);
  await form.getByLabel('Password', { exact: true }).fill(amelia.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('sign in by keyboard alone: the request carries the CSRF token, and the header then shows Account', async ({
  page,
}) => {
  const google: string[] = [];
  page.on('request', (request) => {
    // Google's hosts, not the site's own code (whose recaptcha module is a chunk of its own).
    if (/(^|\.)(google\.com|gstatic\.com|recaptcha\.net)$/.test(new URL(request.url()).hostname)) {
      google.push(request.url());
    }
  });
  const session = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
  await page.goto('/account/signin/');
  const token = ((await (await session).json()) as { CsrfToken: string }).CsrfToken;
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(signInLink(page)).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign in' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const password = form.getByLabel('Password', { exact: true });
  await expect(email).toHaveAttribute('autocomplete', 'email');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');

  await tabTo(page, email);
  await page.keyboard.type(amelia.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(amelia.password);
  await page.keyboard.press('Tab');
  const show = form.getByRole('button', { name: 'Show password' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'Keep me signed in on this device' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeFocused();

  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/account/signin'));
  await page.keyboard.press('Enter');
  const sent = await signIn;
  expect(sent.headers()['x-csrf-token']).toBe(token);
  expect(sent.postDataJSON()).toEqual({ Email: amelia.email, Password: amelia.password, RememberMe: true });

  await expect(page).toHaveURL(/\/account\/mygarage\/$/);
  await expect(accountButton(page)).toBeVisible();
  await expect(signInLink(page)).toHaveCount(0);
  // The session does not ask for a recaptcha, so nothing of Google's was loaded.
  expect(google).toEqual([]);
});

test("a failed sign in shows the rules' messages, then the server's, on the form", async ({ page }) => {
  await page.goto('/account/signin/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'Sign in' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.locator('..')).toBeFocused();
  // Empty fields say what to enter, naming each.
  await expect(summary.getByRole('link')).toHaveText(['Enter your email address', 'Enter your password']);
  const email = form.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: 'Enter your email address' }).click();
  await expect(email).toBeFocused();
  await expectNoAccessibilityViolations(page);

  // The contract's answer to a wrong password (401, WrongCredentials).
  await page.route('**/api/account/signin', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: json({ Code: 401, FriendlyMessage: 'The email address or password is not right.' }),
    }),
  );
  await email.fill(amelia.email);
  await form.getByLabel('Password', { exact: true }).fill('Wrongpass1');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(summary).toContainText('The email address or password is not right.');
  await expect(summary.locator('..')).toBeFocused();
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(signInLink(page)).toBeVisible();
  await expect(page).toHaveURL(/\/account\/signin\/$/);
});

test('after a wrong password, sending the form empty moves focus to the summary, which says only what to enter', async ({
  page,
}) => {
  await page.goto('/account/signin/');
  const form = page.getByRole('form', { name: 'Sign in' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  const password = form.getByLabel('Password', { exact: true });
  const signIn = form.getByRole('button', { name: 'Sign in' });
  await email.fill(amelia.email);
  await password.fill('Wrongpass1');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/account/signin'));
  await signIn.click();
  const answer = await refused;
  expect(answer.status()).toBe(401);
  const wrong = ((await answer.json()) as { FriendlyMessage: string }).FriendlyMessage;
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText(wrong);
  await expect(summary.locator('..')).toBeFocused();

  // Both fields emptied, then sent again with a click on the button (which must not move from under the pointer).
  await email.fill('');
  await password.fill('');
  await signIn.click();
  await expect(summary.getByRole('link')).toHaveText(['Enter your email address', 'Enter your password']);
  await expect(summary).not.toContainText(wrong);
  await expect(summary.locator('..')).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Error:\s*Enter your password/);
  await expectNoAccessibilityViolations(page);
});

test('register in the overlay: an email with an account is refused on its field; then the account is made', async ({
  page,
}) => {
  await page.goto('/account/signin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await dialog.getByRole('button', { name: 'Create account' }).click();
  const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Enter your first name',
    'Enter your last name',
    'Enter your email address',
    'Enter a password',
    'You need to accept the terms of use to create an account',
  ]);
  await expectNoAccessibilityViolations(page);

  // What is wrong is said, with what to do: the characters a name may have, both password limits, and
  // that the optional postcode may be left blank.
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Oliver<');
  await dialog.getByLabel('Create a password', { exact: true }).fill(`Transit2020van${'x'.repeat(20)}`);
  await dialog.getByRole('textbox', { name: 'Postcode (optional)' }).fill('ls11');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(summary.getByRole('link')).toHaveText([
    'Names can only include letters, spaces, hyphens, apostrophes, full stops and ampersands, starting with a letter',
    'Enter your last name',
    'Enter your email address',
    'Your password must be between 9 and 32 characters (yours has 34)',
    'Enter a full UK postcode, such as SW1A 1AA, or leave it blank',
    'You need to accept the terms of use to create an account',
  ]);

  const email = `e2e.${Date.now()}@example.co.uk`;
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Oliver');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Bennett');
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
  await expect(dialog.getByLabel('Create a password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
  await dialog.getByLabel('Create a password', { exact: true }).fill('Transit2020van');
  await dialog.getByRole('textbox', { name: 'Postcode (optional)' }).fill('ls11 5dl');
  // The input is visually hidden behind the drawn box: a person clicks the label.
  await dialog.locator('label').filter({ hasText: 'I accept the terms of use' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'I accept the terms of use' })).toBeChecked();

  // The contract's answer for an address that has an account (409 EmailTaken, naming Email).
  const taken = 'There is already an account for this email address. Please sign in or reset your password.';
  await page.route(
    '**/api/account/register',
    (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: json({ Code: 409, FriendlyMessage: taken, Fields: [{ Field: 'Email', Message: taken }] }),
      }),
    { times: 1 },
  );
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(summary.getByRole('link', { name: taken })).toBeVisible();
  const emailField = dialog.getByRole('textbox', { name: 'Email address' });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(new RegExp(`Error:\\s*${taken.replace(/\./g, '\\.')}`));

  const register = page.waitForRequest((request) => request.url().endsWith('/api/account/register'));
  await dialog.getByRole('button', { name: 'Create account' }).click();
  expect((await register).postDataJSON()).toEqual({
    FirstName: 'Oliver',
    LastName: 'Bennett',
    Email: email,
    Password: 'Transit2020van',
    PostCode: 'LS11 5DL',
    MarketingOptIn: false,
    AcceptTerms: true,
  });
  const ready = page.getByRole('dialog', { name: 'Your account is ready' });
  await expect(ready).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
  // The form's pending button has gone with it: nothing it announced still points at it.
  await expectNoAccessibilityViolations(page);

  // A new account (IsComplete false) is offered forms/complete-account.
  await ready.getByRole('button', { name: 'Add your details' }).click();
  const details = page.getByRole('dialog', { name: 'Your details' });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByRole('alert').getByRole('link')).toHaveText([
    'Enter your postcode',
    'Enter a mobile or a landline number',
  ]);
  await expectNoAccessibilityViolations(page);
  await details.getByRole('textbox', { name: 'Postcode' }).fill('ls11 5dl');
  await expect(details.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('autocomplete', 'tel');
  await details.getByRole('textbox', { name: 'Mobile number' }).fill('07700 900123');
  const complete = page.waitForRequest((request) => request.url().endsWith('/api/account/complete'));
  await details.getByRole('button', { name: 'Save your details' }).click();
  expect((await complete).postDataJSON()).toMatchObject({ PostCode: 'LS11 5DL', MobileNumber: '07700 900123' });
  await expect(details).toHaveCount(0);
  await expect(page.getByText('Your details have been saved')).toBeVisible();
});

test('the overlays link to each other: password reminder, sign in, register; signing in in the overlay', async ({
  page,
}) => {
  await page.goto('/account/signin/');
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  const reminder = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(reminder).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await reminder.getByRole('textbox', { name: 'Email address' }).fill(amelia.email);
  await reminder.getByRole('button', { name: 'Send the link' }).click();
  await expect(reminder.getByRole('status')).toContainText(`If there is an account for ${amelia.email}`);
  await reminder.getByRole('button', { name: 'Back to sign in' }).click();

  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register).toBeVisible();
  await register.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toBeVisible();

  // Signed in from the overlay: it closes, says so, and the header follows.
  await signIn.getByRole('textbox', { name: 'Email address' }).fill(amelia.email);
  await signIn.getByLabel('Password', { exact: true }).fill(amelia.password);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn).toHaveCount(0);
  await expect(page.getByText('You are signed in')).toBeVisible();
  await expect(accountButton(page)).toBeVisible();
});

test('a signed-out visit to the account home goes to sign in and comes back after it; sign out', async ({ page }) => {
  await page.goto('/account/mygarage/');
  await expect(page).toHaveURL(/\/account\/signin\/\?returnUrl=%2Faccount%2Fmygarage%2F$/);
  await expect(page.getByText('Please sign in to see that page.')).toBeVisible();
  await expectNoAccessibilityViolations(page);

  await signInOnPage(page);
  await expect(page).toHaveURL(/\/account\/mygarage\/$/);
  await expect(accountButton(page)).toBeVisible();

  // Signed in, the header's Account button opens the account menu: Account home and Sign out.
  await accountButton(page).click();
  const menu = page.getByRole('dialog', { name: 'Your account' });
  await expect(menu.getByRole('link', { name: 'Account home' })).toHaveAttribute('href', '/account/mygarage/');
  await expectNoAccessibilityViolations(page);
  await menu.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/account/signin/');
  await expect(signInLink(page)).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('only a page of this site is returned to after sign in (no open redirect)', async ({ page }) => {
  await page.goto('/account/signin/?returnUrl=https%3A%2F%2Fevil.example%2F');
  await signInOnPage(page);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/account\/mygarage\/$/);
});

test('after too many wrong passwords the form says how long to wait, and the rest of the site still answers', async ({
  page,
}, testInfo) => {
  // An address of its own (no account needs it: the server counts unknown addresses alike).
  const email = `throttled.${testInfo.project.name}.${Date.now()}@example.co.uk`;
  await page.goto('/account/signin/');
  const form = page.getByRole('form', { name: 'Sign in' });
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  let answer = { status: 0, body: { FriendlyMessage: '' } };
  // Wrong passwords until the server throttles (it says when in its answer, not this test).
  for (let attempt = 0; attempt < 60 && answer.status !== 429; attempt++) {
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Wrongpass1');
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/account/signin'));
    await form.getByRole('button', { name: 'Sign in' }).click();
    const response = await sent;
    answer = { status: response.status(), body: (await response.json()) as { FriendlyMessage: string } };
    await expect(summary).toContainText(answer.body.FriendlyMessage);
  }
  expect(answer.status).toBe(429);
  expect(answer.body.FriendlyMessage).toMatch(/try again in \d+ minutes?/);
  await expect(summary.locator('..')).toBeFocused();
  await expectNoAccessibilityViolations(page);

  // The way on the message offers goes at once: the throttle holds back only sign-in.
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  const reminder = page.getByRole('dialog', { name: 'Reset your password' });
  await reminder.getByRole('textbox', { name: 'Email address' }).fill(email);
  await reminder.getByRole('button', { name: 'Send the link' }).click();
  await expect(reminder.getByRole('status')).toContainText(`If there is an account for ${email}`);
  await expectNoAccessibilityViolations(page);
});
