import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import { openOverlayByName } from './openOverlay';
import { serverError } from './vehicles';

/** The form the page reveals for each choice of 'Who are you?', by its heading (and the form's name). */
const forms = {
  consumer: { choice: 'I’m buying or selling a vehicle', title: 'Write to our customer team' },
  dealer: { choice: 'I’m a dealer', title: 'Write to our dealer team' },
} as const;

const form = (page: Page, who: keyof typeof forms) => page.getByRole('form', { name: forms[who].title });

/**
 * Chooses who is writing by keyboard: with nothing chosen, Tab reaches the first radio; Space chooses
 * it, or the down arrow moves to (and chooses) the next. The form appears under the choice.
 */
async function chooseByKeyboard(page: Page, who: keyof typeof forms) {
  await tabTo(page, page.getByRole('radio', { name: forms.consumer.choice }));
  await page.keyboard.press(who === 'consumer' ? 'Space' : 'ArrowDown');
  const radio = page.getByRole('radio', { name: forms[who].choice });
  await expect(radio).toBeChecked();
  await expect(page.getByRole('heading', { level: 3, name: forms[who].title })).toBeVisible();
  await expect(form(page, who)).toBeVisible();
}

/** Types into the field that has focus, then Tab on to the next (as a keyboard user fills a form). */
async function typeAndTab(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** Sends the empty form by keyboard: the summary takes focus, lists each message as a link, each field is described by it. */
async function expectErrorsFirst(page: Page, scope: Locator, fields: readonly (readonly [string, string])[]) {
  await tabTo(page, scope.getByRole('button', { name: 'Send message' }));
  await page.keyboard.press('Enter');
  const summary = scope.getByRole('alert');
  await expect(summary).toContainText('There is a problem');
  await expect(page.locator(':focus')).toContainText('There is a problem');
  for (const [label, message] of fields) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    const field =
      label === 'What is your message about?'
        ? scope.getByRole('radiogroup', { name: label })
        : scope.getByRole('textbox', { name: label, exact: true });
    await expect(field).toHaveAccessibleDescription(new RegExp(`Error:\\s*${escape(message)}`));
  }
  await expect(summary.getByRole('link')).toHaveCount(fields.length);
  await expectNoAccessibilityViolations(page);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const consumerSent = {
  Name: 'Tom Gallagher',
  Email: 'tom.gallagher@example.co.uk',
  // A mobile: a field that asks for a phone number takes a landline or a mobile.
  PhoneNumber: '07700 900123',
  Message: 'A dealer has not replied to my enquiry about a Golf for a week. Can you help?',
};

test.describe('contact us', () => {
  // Each journey runs the two accessibility engines over the page and a dialog or two: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('as someone buying or selling, by keyboard alone: errors first, then sent with the reference', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    // The page's helpful words stay.
    await expect(page.getByRole('heading', { level: 2, name: 'About a car or van you have seen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    // It names the advert's button by the button's own words.
    await expect(page.getByRole('main')).toContainText('use "Report this advert" on the advert');
    // Nothing is chosen at first, so no form shows.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('form')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    await chooseByKeyboard(page, 'consumer');
    const scope = form(page, 'consumer');
    await expectNoAccessibilityViolations(page);
    await expectErrorsFirst(page, scope, [
      ['Your name', 'Enter your name'],
      ['Email address', 'Enter your email address'],
      ['What is your message about?', 'Select what your message is about'],
      ['Your message', 'Enter your message'],
    ]);

    // The summary's first link takes the keyboard to the name; then field by field.
    await scope.getByRole('link', { name: 'Enter your name' }).press('Enter');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Your name' }), consumerSent.Name);
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Email address' }), consumerSent.Email);
    // Neither a landline nor a mobile (too short).
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Phone number (optional)' }), '0161 496');
    await expect(scope.getByRole('textbox', { name: 'Phone number (optional)' })).toHaveAccessibleDescription(
      /Error:\s*Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank/,
    );
    // Into the topics: the first radio has focus; Space chooses it, the arrows move on.
    await expect(scope.getByRole('radio', { name: 'An advert or a dealer' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(scope.getByRole('radio', { name: 'An advert or a dealer' })).toBeChecked();
    await page.keyboard.press('Tab');
    // Free text: ` { } ^ + = are refused.
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Your message' }), 'Help {please}');
    await expect(scope.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      /Error:\s*Special characters such as ` \{ \} \^ \+ = are not permitted/,
    );

    // Fix the two by keyboard, from the summary's links.
    await tabTo(page, scope.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    const summary = scope.getByRole('alert');
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(summary.getByRole('link')).toHaveCount(2);
    await summary
      .getByRole('link', {
        name: 'Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank',
      })
      .press('Enter');
    const phone = scope.getByRole('textbox', { name: 'Phone number (optional)' });
    await expect(phone).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(consumerSent.PhoneNumber);
    await summary.getByRole('link', { name: /Special characters/ }).press('Enter');
    const message = scope.getByRole('textbox', { name: 'Your message' });
    await expect(message).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(consumerSent.Message);

    const sent = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/contact-page/consumer',
    );
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/forms/contact-page/consumer',
    );
    const send = scope.getByRole('button', { name: 'Send message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ ...consumerSent, Topic: 'advert' });
    const response = await answer;
    expect(response.status()).toBe(202);
    const receipt = (await response.json()) as { Reference: string; Message: string };

    const confirmation = page.getByRole('dialog', { name: 'Your message has been sent' });
    await expect(confirmation).toContainText(receipt.Message);
    await expect(confirmation).toContainText(`Your reference is ${receipt.Reference}.`);
    await expect(confirmation).toContainText(`Our customer team will reply to ${consumerSent.Email}`);
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    // Focus is back on the button; the form starts afresh, with who wrote kept for the next message.
    await expect(send).toBeFocused();
    await expect(scope.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await expect(scope.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(scope.getByRole('textbox', { name: 'Your name' })).toHaveValue(consumerSent.Name);
  });

  test('as a dealer, by keyboard alone: errors first, then sent with the reference', async ({ page }) => {
    await page.goto('/contact/');
    await chooseByKeyboard(page, 'dealer');
    const scope = form(page, 'dealer');
    await expectNoAccessibilityViolations(page);
    await expectErrorsFirst(page, scope, [
      ['Your name', 'Enter your name'],
      ['Email address', 'Enter your email address'],
      ['Phone number', 'Enter your phone number'],
      ['Dealership name', 'Enter the dealership’s name'],
      ['Dealership postcode', 'Enter the dealership’s postcode'],
      ['Your message', 'Enter your message'],
    ]);

    await scope.getByRole('link', { name: 'Enter your name' }).press('Enter');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Your name' }), 'Gareth Evans');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Email address' }), 'gareth@valleymotors.example');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Phone number' }), '029 2018 0456');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Dealership name' }), 'Valley Motors');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Dealership postcode' }), 'cf24 5pj');
    await typeAndTab(page, scope.getByRole('textbox', { name: 'Vehicles usually in stock (optional)' }), '45');
    await typeAndTab(
      page,
      scope.getByRole('textbox', { name: 'Your message' }),
      'We are an independent dealer in Cardiff and would like to hear about advertising packages.',
    );

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/contact-page/dealer',
    );
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/forms/contact-page/dealer',
    );
    await tabTo(page, scope.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({
      Name: 'Gareth Evans',
      Email: 'gareth@valleymotors.example',
      PhoneNumber: '029 2018 0456',
      DealershipName: 'Valley Motors',
      PostCode: 'CF24 5PJ',
      StockSize: 45,
      Message: 'We are an independent dealer in Cardiff and would like to hear about advertising packages.',
    });
    const receipt = (await (await answer).json()) as { Reference: string; Message: string };
    const confirmation = page.getByRole('dialog', { name: 'Your message has been sent' });
    await expect(confirmation).toContainText(`Your reference is ${receipt.Reference}.`);
    await expect(confirmation).toContainText('Our dealer team will reply to gareth@valleymotors.example');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test("a dealer's business name with an ampersand, an apostrophe or a full stop is taken, as is a name in any alphabet", async ({
    page,
  }) => {
    await page.goto('/contact/?who=dealer');
    const scope = form(page, 'dealer');
    const fields = {
      'Your name': 'Łukasz Wójcik',
      'Email address': 'lukasz@hughesmotors.example',
      'Phone number': '029 2018 0456',
      'Dealership postcode': 'CF24 5PJ',
      'Your message': 'We would like to hear about advertising packages.',
    };
    const isDealerForm = (url: string) => new URL(url).pathname === '/api/forms/contact-page/dealer';
    for (const business of ['Hughes & Sons Motors', "O'Neill's Cars", 'Hughes Motors Ltd.']) {
      // The form starts afresh after each message sent: everything is typed again.
      for (const [label, value] of Object.entries(fields)) {
        await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
      }
      await scope.getByRole('textbox', { name: 'Dealership name' }).fill(business);
      const sent = page.waitForRequest((request) => request.method() === 'POST' && isDealerForm(request.url()));
      const answer = page.waitForResponse((response) => isDealerForm(response.url()));
      await scope.getByRole('button', { name: 'Send message' }).click();
      expect((await sent).postDataJSON()).toMatchObject({ Name: fields['Your name'], DealershipName: business });
      expect((await answer).status()).toBe(202);
      const confirmation = page.getByRole('dialog', { name: 'Your message has been sent' });
      await expect(confirmation).toBeVisible();
      await expect(page.locator('[data-entering]')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
      await page.keyboard.press('Escape');
      await expect(confirmation).toHaveCount(0);
    }
  });

  test('a server failure keeps everything typed, and says what went wrong', async ({ page }) => {
    await page.route('**/api/forms/contact-page/consumer', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverError) })
        : route.fallback(),
    );
    await page.goto('/contact/');
    // The radio's input is drawn over by its box: a person clicks the label.
    await page.locator('label').filter({ hasText: forms.consumer.choice }).click();
    const scope = form(page, 'consumer');
    const typed = {
      'Your name': consumerSent.Name,
      'Email address': consumerSent.Email,
      'Phone number (optional)': consumerSent.PhoneNumber,
      'Your message': consumerSent.Message,
    };
    for (const [label, value] of Object.entries(typed)) {
      await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await scope.locator('label').filter({ hasText: 'Selling my vehicle' }).click();
    await scope.getByRole('button', { name: 'Send message' }).click();

    const summary = scope.getByRole('alert');
    await expect(summary).toContainText(serverError.FriendlyMessage);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const [label, value] of Object.entries(typed)) {
      await expect(scope.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    }
    await expect(scope.getByRole('radio', { name: 'Selling my vehicle' })).toBeChecked();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
  });

  test('a message pasted with a control character in it is refused at the field, and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/forms/'))
        sent.push(request.url());
    });
    await page.goto('/contact/');
    await page.locator('label').filter({ hasText: forms.consumer.choice }).click();
    const scope = form(page, 'consumer');
    await scope.getByRole('textbox', { name: 'Your name', exact: true }).fill(consumerSent.Name);
    await scope.getByRole('textbox', { name: 'Email address', exact: true }).fill(consumerSent.Email);
    await scope.locator('label').filter({ hasText: 'Selling my vehicle' }).click();
    // Text copied from elsewhere can carry invisible control characters (here NUL and ESC); line breaks are fine.
    const message = scope.getByRole('textbox', { name: 'Your message', exact: true });
    const pasted = `${consumerSent.Message}\n\u0000Thanks\u001b`;
    await message.fill(pasted);
    await expect(message).toHaveValue(pasted);
    await scope.getByRole('button', { name: 'Send message' }).click();

    const refused = 'Special characters such as ` { } ^ + = are not permitted';
    const summary = scope.getByRole('alert');
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expect(summary.getByRole('link', { name: refused })).toBeVisible();
    await expect(message).toHaveAccessibleDescription(new RegExp(`Error:\\s*${escape(refused)}`));
    await expectNoAccessibilityViolations(page);

    // Without them, the same message is sent.
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/forms/contact-page/consumer',
    );
    expect(sent).toEqual([]);
    await message.fill(`${consumerSent.Message}\nThanks`);
    await scope.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('dialog', { name: 'Your message has been sent' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('?who=dealer opens the page on the dealer form', async ({ page }) => {
    await page.goto('/contact/?who=dealer');
    await expect(page.getByRole('radio', { name: forms.dealer.choice })).toBeChecked();
    await expect(form(page, 'dealer')).toBeVisible();
  });

  test('the two forms as overlays: named dialogs that share what was typed on the page', async ({ page }) => {
    await page.goto('/contact/?who=consumer');
    await form(page, 'consumer').getByRole('textbox', { name: 'Your name' }).fill(consumerSent.Name);

    await openOverlayByName(page, 'forms/contact-page-consumer', { topic: 'website' });
    const consumer = page.getByRole('dialog', { name: 'Contact Forecourt' });
    await expect(consumer.getByRole('textbox', { name: 'Your name' })).toHaveValue(consumerSent.Name);
    await expect(consumer.getByRole('radiogroup', { name: 'What is your message about?' })).toBeVisible();
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(consumer).toHaveCount(0);

    await openOverlayByName(page, 'forms/contact-page-dealer', {});
    const dealer = page.getByRole('dialog', { name: 'Contact our dealer team' });
    await expect(dealer.getByRole('textbox', { name: 'Dealership name' })).toBeVisible();
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await dealer.getByRole('textbox', { name: 'Dealership name' }).fill('Valley Motors');
    await page.keyboard.press('Escape');
    // The page's dealer form has the draft typed in the overlay.
    await page.locator('label').filter({ hasText: forms.dealer.choice }).click();
    await expect(form(page, 'dealer').getByRole('textbox', { name: 'Dealership name' })).toHaveValue('Valley Motors');
  });

  test('a dealer without a portal account reaches the dealer form from Dealer Administration, by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const dealerLogin = page.getByRole('button', { name: 'Dealer login' });
    await tabTo(page, dealerLogin);
    await page.keyboard.press('Enter');
    const tools = page.getByRole('dialog', { name: 'Dealer Administration' });
    await tabTo(page, tools.getByRole('button', { name: 'Contact our dealer team' }));
    await page.keyboard.press('Enter');
    const dealer = page.getByRole('dialog', { name: 'Contact our dealer team' });
    await expect(dealer.getByRole('textbox', { name: 'Your name' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dealer).toHaveCount(0);
    await expect(dealerLogin).toBeFocused();
  });
});
