import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import type { SearchResults } from '../app/api/types';
import { cardsOf } from './vehicles';

/** The parts of the contract's Valuation the journeys read from the server's answer. */
interface Valuation {
  Registration: string;
  Manufacturer: string;
  Model: string;
  Derivative?: string;
  RegistrationYear: number;
  Colour?: string;
  FuelType?: string;
  Mileage: number;
  PartExchange: { Low: number; High: number };
  PrivateSale: { Low: number; High: number };
  ValuedAt: string;
}

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;
const range = ({ Low, High }: { Low: number; High: number }) => `${pounds(Low)} to ${pounds(High)}`;

const valuationPath = '/sell-my-car/car-valuation/';
const isValuationCall = (url: string) => new URL(url).pathname === '/api/forms/valuation';

const messages = {
  registration: 'Please enter a valid registration number',
  mileage: 'A positive number is required between 1 and 999,999',
  postcode: 'Enter a full UK postcode, such as SW1A 1AA',
  // The email may be left empty: a wrong one says what to enter, or to leave it blank.
  email: 'Enter an email address, such as name@example.com, or leave it blank',
};

/** What an empty required field says: what to enter, naming the field. */
const missing = {
  registration: 'Enter the registration number',
  mileage: 'Enter the mileage',
  postcode: 'Enter your postcode',
};

const field = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const summary = (page: Page) => page.getByRole('main').getByRole('alert');

async function openValuation(page: Page) {
  await page.goto(valuationPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free car valuation');
}

/** Types into the focused field what a person types, replacing what is there. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

test.describe('selling a car', () => {
  // Each journey runs the two accessibility engines several times: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('value a car from its registration by keyboard alone: the errors first, then the valuation the server gave', async ({
    page,
  }) => {
    await openValuation(page);
    await expectNoAccessibilityViolations(page);

    // Sent empty: each field says what to enter, and the summary takes focus and links to each.
    const submit = page.getByRole('button', { name: 'Value my car' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(summary(page)).toContainText('There is a problem');
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const message of [missing.registration, missing.mileage, missing.postcode]) {
      await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(summary(page).getByRole('link', { name: messages.email })).toHaveCount(0);
    await expect(field(page, 'Registration number')).toHaveAccessibleDescription(
      new RegExp(`Error:\\s*${missing.registration}`),
    );
    await expect(field(page, 'Mileage')).toHaveAccessibleDescription(new RegExp(`Error:\\s*${missing.mileage}`));
    await expect(field(page, 'Postcode')).toHaveAccessibleDescription(new RegExp(`Error:\\s*${missing.postcode}`));
    await expectNoAccessibilityViolations(page);

    // Invalid values: the summary's link takes the keyboard to the field; Enter in a field sends the form.
    await summary(page).getByRole('link', { name: missing.registration }).press('Enter');
    await expect(field(page, 'Registration number')).toBeFocused();
    await page.keyboard.type('AB12 CDEF');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Mileage')).toBeFocused();
    await page.keyboard.type('1000000');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Postcode')).toBeFocused();
    await page.keyboard.type('ls11 5dl');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Email address (optional)')).toBeFocused();
    await page.keyboard.type('oliver.bennett');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toContainText('There is a problem');
    for (const message of [messages.registration, messages.mileage, messages.email]) {
      await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
    }
    await expect(summary(page).getByRole('link', { name: messages.postcode })).toHaveCount(0);

    // Fixed (the registration in lower case without its space: spaces and case are ignored) and sent.
    await summary(page).getByRole('link', { name: messages.registration }).press('Enter');
    await retype(page, 'dy70xke');
    await page.keyboard.press('Tab');
    // The mileage as people write it, with its thousands comma: sent as the number.
    await retype(page, '34,120');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await retype(page, 'oliver.bennett@example.co.uk');
    const sent = page.waitForRequest((request) => request.method() === 'POST' && isValuationCall(request.url()));
    const answer = page.waitForResponse((response) => isValuationCall(response.url()));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({
      Registration: 'DY70 XKE',
      Mileage: 34120,
      PostCode: 'LS11 5DL',
      Email: 'oliver.bennett@example.co.uk',
    });
    const response = await answer;
    expect(response.status()).toBe(200);
    const valuation = (await response.json()) as Valuation;

    // The valuation, with every figure as the server gave it.
    const dialog = page.getByRole('dialog', { name: 'Your car valuation' });
    await expect(dialog).toBeVisible();
    const name = [valuation.Manufacturer, valuation.Model, valuation.Derivative].filter(Boolean).join(' ');
    await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(dialog).toContainText(valuation.Registration);
    await expect(dialog).toContainText(String(valuation.RegistrationYear));
    await expect(dialog).toContainText(`${valuation.Mileage.toLocaleString('en-GB')} miles`);
    await expect(dialog).toContainText(`Part exchange with a dealer${range(valuation.PartExchange)}`);
    await expect(dialog).toContainText(`Private sale${range(valuation.PrivateSale)}`);
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date(valuation.ValuedAt));
    await expect(dialog).toContainText(`Valued on ${day}.`);
    await expect(dialog.getByRole('heading', { name: 'What this valuation is based on' })).toBeVisible();
    await expect(dialog).toContainText('CAP HPI trade data');
    await expect(dialog).toContainText('Average condition for its age');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);

    // Closed with Escape, the valuation can be seen again from the page.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const again = page.getByRole('button', { name: 'See the full valuation' });
    await expect(page.getByRole('main')).toContainText(
      `${range(valuation.PartExchange)} in part exchange, ${range(valuation.PrivateSale)} in a private sale`,
    );
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    // Part exchange it: the form starts with the valued car and the postcode and email given.
    await tabTo(page, dialog.getByRole('button', { name: 'Part exchange this car' }));
    await page.keyboard.press('Enter');
    const partExchange = page.getByRole('dialog', { name: 'Part exchange your vehicle' });
    await expect(partExchange).toBeVisible();
    await expect(partExchange.getByRole('textbox', { name: 'Registration number' })).toHaveValue(
      valuation.Registration,
    );
    await expect(partExchange.getByRole('textbox', { name: 'Mileage' })).toHaveValue(String(valuation.Mileage));
    await expect(partExchange.getByRole('textbox', { name: 'Postcode' })).toHaveValue('LS11 5DL');
    await expect(partExchange.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'oliver.bennett@example.co.uk',
    );
  });

  test("a car advertised here is valued for a private sale at no more than its dealer's asking price", async ({
    page,
  }) => {
    // The cheapest cars on the site, as the server lists them: older cars, where a valuation by age alone
    // would be above what a dealer asks.
    const answer = await page.request.post('/api/search/car/results', {
      data: { isNewSearch: true, pagination: { CurrentPage: 1 }, searchPanelParameters: { SortOrder: 'price-asc' } },
    });
    expect(answer.status()).toBe(200);
    const cheapest = cardsOf((await answer.json()) as SearchResults).find((card) => card.Registration && !card.Sold);
    if (!cheapest?.Registration) throw new Error('no advertised car with a registration on the first page');

    await openValuation(page);
    await field(page, 'Registration number').fill(cheapest.Registration);
    await field(page, 'Mileage').fill(String(cheapest.Mileage));
    await field(page, 'Postcode').fill('LS11 5DL');
    const valued = page.waitForResponse((response) => isValuationCall(response.url()));
    await page.getByRole('button', { name: 'Value my car' }).click();
    const response = await valued;
    expect(response.status()).toBe(200);
    const valuation = (await response.json()) as Valuation;
    const dialog = page.getByRole('dialog', { name: 'Your car valuation' });
    await expect(dialog).toContainText(`Private sale${range(valuation.PrivateSale)}`);
    expect(valuation.PrivateSale.High).toBeLessThanOrEqual(cheapest.GBPPrice);
    expect(valuation.PartExchange.High).toBeLessThan(valuation.PrivateSale.High);
  });

  // The field's own example, the same typed as many people type it, and a dateless plate: none is advertised here.
  for (const typed of ['AB12 CDE', 'ab12cde', 'K1 ABC']) {
    test(`a registration we cannot look up (${typed}) leads on to the car's details, which give a valuation, by keyboard alone`, async ({
      page,
    }) => {
      await openValuation(page);
      await tabTo(page, field(page, 'Registration number'));
      await page.keyboard.type(typed);
      await page.keyboard.press('Tab');
      await page.keyboard.type('84000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('LS11 5DL');
      const lookedUp = page.waitForResponse((response) => isValuationCall(response.url()));
      await page.keyboard.press('Enter');
      expect((await lookedUp).status()).toBe(404);

      // No error: the details are asked for, under a heading that takes focus and says why.
      const registration = typed.toUpperCase().replace(/^([A-Z0-9]+?)\s*([A-Z]{3})$/, '$1 $2');
      const details = page.getByRole('region', { name: 'Tell us about your car' });
      await expect(details.getByRole('heading', { name: 'Tell us about your car' })).toBeFocused();
      await expect(details).toContainText(`We could not look up ${registration}.`);
      await expect(summary(page)).toHaveCount(0);
      await expect(field(page, 'Registration number')).toHaveValue(typed.toUpperCase());

      // Sent without them: each detail has its message, and the summary takes focus.
      const submit = page.getByRole('button', { name: 'Value my car' });
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.locator(':focus')).toContainText('There is a problem');
      for (const message of [
        'Enter the make of your car',
        'Enter the model of your car',
        'Enter the year your car was first registered',
        'Select the fuel your car uses',
        'Select whether your car is manual or automatic',
      ]) {
        await expect(summary(page).getByRole('link', { name: message })).toBeVisible();
      }
      await expectNoAccessibilityViolations(page);

      // Given by keyboard: the summary's first link goes to the make; radios are chosen with the arrows.
      await summary(page).getByRole('link', { name: 'Enter the make of your car' }).press('Enter');
      await expect(field(page, 'Make')).toBeFocused();
      await page.keyboard.type('Ford');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Focus');
      await page.keyboard.press('Tab');
      await page.keyboard.type('2012');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Petrol' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: 'Diesel' })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: 'Manual' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: 'Manual' })).toBeChecked();
      await tabTo(page, submit);
      const sent = page.waitForRequest((request) => request.method() === 'POST' && isValuationCall(request.url()));
      const answer = page.waitForResponse((response) => isValuationCall(response.url()));
      await page.keyboard.press('Enter');
      expect((await sent).postDataJSON()).toEqual({
        Registration: registration,
        Mileage: 84000,
        PostCode: 'LS11 5DL',
        Vehicle: {
          Manufacturer: 'Ford',
          Model: 'Focus',
          RegistrationYear: 2012,
          FuelType: 'Diesel',
          Transmission: 'Manual',
        },
      });
      const response = await answer;
      expect(response.status()).toBe(200);
      const valuation = (await response.json()) as Valuation;

      const dialog = page.getByRole('dialog', { name: 'Your car valuation' });
      await expect(dialog.getByRole('heading', { name: 'Ford Focus', exact: true })).toBeVisible();
      await expect(dialog).toContainText(registration);
      await expect(dialog).toContainText(`Part exchange with a dealer${range(valuation.PartExchange)}`);
      await expect(dialog).toContainText(`Private sale${range(valuation.PrivateSale)}`);
      await expect(page.locator('[data-entering]')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }

  test('part exchange opens forms/trade-a-vehicle from its page, by keyboard', async ({ page }) => {
    await page.goto('/sell-my-car/part-exchange/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Part exchange your car');
    const open = page.getByRole('button', { name: 'Part exchange my car' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Part exchange your vehicle' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Tell us about your vehicle. We will send it to a Forecourt dealer near your postcode, who will contact you with a part exchange valuation.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Registration number' })).toHaveValue('');
    await expect(page.locator('[data-entering]')).toHaveCount(0);
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('someone with only a mobile sends a part exchange: the number is taken, sent and accepted', async ({ page }) => {
    await page.goto('/sell-my-car/part-exchange/');
    await page.getByRole('button', { name: 'Part exchange my car' }).click();
    const dialog = page.getByRole('dialog', { name: 'Part exchange your vehicle' });
    const typed = {
      'Registration number': 'AB12 CDE',
      Mileage: '34120',
      'Your name': 'Amelia Hughes',
      'Email address': 'amelia.hughes@example.co.uk',
      'Phone number': '07700 900123',
      Postcode: 'LS11 5DL',
    };
    for (const [name, value] of Object.entries(typed))
      await dialog.getByRole('textbox', { name, exact: true }).fill(value);
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/forms/trade-a-vehicle' && request.method() === 'POST',
    );
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/forms/trade-a-vehicle',
    );
    await dialog.getByRole('button', { name: "Send my vehicle's details" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ PhoneNumber: '07700 900123' });
    expect((await answered).ok()).toBe(true);
    const confirmation = page.getByRole('dialog', { name: 'Your part exchange has been sent' });
    await expect(confirmation).toBeVisible();
    // It names the dealer it went to: the one nearest the postcode, as the dealer directory lists them.
    const nearest = await page.request.get('/api/dealers?vehicleType=all&postcode=LS115DL');
    const [dealer] = (await nearest.json()).Dealers as { Name: string }[];
    await expect(confirmation).toContainText(`${dealer?.Name} will contact you with a part exchange valuation.`);
    // The form's pending button has gone with it: nothing it announced still points at it.
    await expectNoAccessibilityViolations(page);
  });

  test('the sell pages pass both accessibility scans, and their links lead to real pages', async ({ page }) => {
    const pages = [
      { path: '/sell-my-car/', title: 'Sell my car', crumb: 'Sell my car' },
      { path: valuationPath, title: 'Free car valuation', crumb: 'Car valuation' },
      { path: '/sell-my-car/part-exchange/', title: 'Part exchange your car', crumb: 'Part exchange' },
      { path: '/sell-my-car/car-selling-tips/', title: 'Car selling tips', crumb: 'Car selling tips' },
    ];
    const linked = new Set<string>();
    for (const { path, title, crumb } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
      if (path !== '/sell-my-car/') await expect(crumbs.getByRole('link', { name: 'Sell my car' })).toBeVisible();
      await expect(crumbs.getByText(crumb, { exact: true })).toHaveAttribute('aria-current', 'page');
      await expectNoAccessibilityViolations(page);
      for (const href of await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        if (href.startsWith('/')) linked.add(href);
      }
    }
    // The three ways are explained with a link to each page that helps.
    for (const { path } of pages.slice(1)) expect(linked).toContain(path);
    for (const href of linked) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page not found');
      await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('');
    }
  });
});
