import { securityHeaders } from '../render/securityHeaders';
import { expect, test } from './fixtures';

test.describe('security headers', () => {
  test('the preview serves every page, script, style and image with the security headers', async ({ request }) => {
    const page = await request.get('/search/car/?PostCode=SW1A1AA');
    expect(page.status()).toBe(200);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(html)?.[1];
    expect(script, 'the page names its entry script').toBeTruthy();
    expect(style, 'the page names a stylesheet').toBeTruthy();
    for (const [path, answer] of [
      ['a route of the app', page],
      ...(await Promise.all(
        ['/', script ?? '', style ?? '', '/favicon.svg', '/images/vehicles/default.svg'].map(
          async (path) => [path, await request.get(path)] as const,
        ),
      )),
    ] as const) {
      expect(answer.status(), path).toBe(200);
      const headers = answer.headers();
      for (const [name, value] of Object.entries(securityHeaders))
        expect(headers[name.toLowerCase()], `${name} of ${path}`).toBe(value);
    }
  });

  test("a form that needs reCAPTCHA loads Google's script under the CSP and sends its token", async ({ page }) => {
    // The session asks for the challenge (as a server does after failed attempts); Google's script is
    // answered here by a stand-in with the same API (no internet): the CSP must let it load from
    // Google's address and run, with no violation.
    await page.route('**/api/account/session', async (route) => {
      const response = await route.fetch();
      const session = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...session, Recaptcha: { Required: true, PublicKey: 'site-key' } } });
    });
    await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = {
          ready: (done) => done(),
          render: (container, options) => { window.__recaptcha = options; return 1; },
          reset: () => {},
          execute: () => window.__recaptcha.callback('token-from-the-challenge'),
        };`,
      }),
    );
    await page.goto('/account/signin/');
    await page.getByRole('button', { name: 'Forgotten your password?' }).click();
    const reminder = page.getByRole('dialog', { name: 'Reset your password' });
    await reminder.getByRole('textbox', { name: 'Email address' }).fill('someone@example.com');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/account/password-reminder'));
    await reminder.getByRole('button', { name: 'Send the link' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ RecaptchaToken: 'token-from-the-challenge' });
  });
});

test.describe('a CSP violation fails the test', () => {
  test('an inline script and an inline style on a real page are blocked and recorded', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // What an injected attack would try: none of it may run.
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 5px solid red; }';
      document.head.append(style);
    });
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('5px');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect
      .poll(() => cspViolations.filter((violation) => !violation.startsWith('console:')))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem blocked inline/),
          expect.stringMatching(/^style-src-elem blocked inline/),
        ]),
      );
    expect(cspViolations).toEqual(
      expect.arrayContaining([expect.stringMatching(/^console: Executing inline script violates/)]),
    );
    // Provoked on purpose and checked above: emptied, so the fixture passes this test.
    cspViolations.splice(0);
  });

  test.fail('the fixture fails a test whose page breaks the policy', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const reported = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true })),
    );
    await page.addScriptTag({ content: 'window.__injected = true;' }).catch(() => undefined);
    await reported;
  });
});
