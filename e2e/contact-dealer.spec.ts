import { expect, test, type Page } from './fixtures';
import { expectNoAccessibilityViolations } from './axe';
import { tabTo } from './keyboard';
import { openResults, serverError } from './vehicles';

/** The parts of the vehicle detail the journeys need (whatever server answers). */
interface Detail {
  Vehicle: { VehicleId: number; Title: string; Sold: boolean };
  Dealer: { Id: number; Name: string; EmailEnabled: boolean };
}

/**
 * Opens, from the results, the first vehicle whose dealer takes enquiries by email and that is not
 * sold (the contact form is offered only then), keeping the server's answer for it.
 */
async function openVehicleTakingEmail(page: Page) {
  const cards = await openResults(page);
  for (const card of cards) {
    // The page is rendered by the server with the API's answer: the same answer, read here.
    const detail = (await (await page.request.get(`/api/vehicles/${card.id}`)).json()) as Detail;
    if (!detail.Dealer.EmailEnabled || detail.Vehicle.Sold) continue;
    await page.goto(card.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    return { card, detail };
  }
  throw new Error('no vehicle on the results page takes enquiries by email');
}

const contactForm = (page: Page) => page.getByRole('dialog', { name: 'Email the dealer' });

/** What a person types into the enquiry form (Ofcom's drama numbers, a real-format postcode). */
const typed = {
  'Your name': 'Amelia Hughes',
  'Email address': 'amelia.hughes@example.co.uk',
  'Mobile number (optional)': '07700 900123',
  'Landline number (optional)': '0118 496 0987',
  'Postcode (optional)': 'RG1 8DN',
  'Your message': 'Is it still available? Could I book a test drive on Saturday morning?',
};

async function fillEnquiry(page: Page) {
  const dialog = contactForm(page);
  for (const [label, value] of Object.entries(typed)) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  // The input is visually hidden behind the drawn box: a person clicks the label.
  await dialog.locator('label').filter({ hasText: 'I would like a finance quote' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'I would like a finance quote' })).toBeChecked();
}

async function expectEnquiryKept(page: Page) {
  const dialog = contactForm(page);
  for (const [label, value] of Object.entries(typed)) {
    await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  await expect(dialog.getByRole('checkbox', { name: 'I would like a finance quote' })).toBeChecked();
}

test.describe('contacting the dealer', () => {
  // Each journey runs the two accessibility engines over two or three dialogs: generous on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('by keyboard: an empty form shows the errors, a fixed one is sent and the vehicle is marked enquired', async ({
    page,
  }) => {
    const { detail } = await openVehicleTakingEmail(page);
    const open = page.getByRole('button', { name: 'Email the dealer' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = contactForm(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Ask ${detail.Dealer.Name} about the ${detail.Vehicle.Title}.`);
    await expectNoAccessibilityViolations(page);

    // Submit empty: the summary takes focus and lists the rules' messages, each linked to its field.
    await tabTo(page, dialog.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    const summary = dialog.getByRole('alert');
    await expect(summary).toContainText('There is a problem');
    await expect(page.locator(':focus')).toContainText('There is a problem');
    // Each says what to enter, naming the field.
    const messages = ['Enter your name', 'Enter your email address', 'Enter a message for the dealer'];
    for (const message of messages) await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // The summary's link takes the keyboard to the field.
    await summary.getByRole('link', { name: messages[0] }).press('Enter');
    await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
    await fillEnquiry(page);
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/contact-dealer',
    );
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forms/contact-dealer');
    await dialog.getByRole('button', { name: 'Send message' }).press('Enter');
    expect((await sent).postDataJSON()).toMatchObject({
      Variant: 'item',
      VehicleId: detail.Vehicle.VehicleId,
      DealerId: detail.Dealer.Id,
      Name: typed['Your name'],
      Email: typed['Email address'],
      MobileNumber: typed['Mobile number (optional)'],
      PhoneNumber: typed['Landline number (optional)'],
      PostCode: typed['Postcode (optional)'],
      Message: typed['Your message'],
      WantsFinance: true,
      HasPartExchange: false,
    });
    const receipt = (await (await answer).json()) as { Reference: string; Message: string };

    const confirmation = page.getByRole('dialog', { name: 'Your message has been sent' });
    await expect(confirmation).toContainText(receipt.Message);
    await expect(confirmation).toContainText(`Your reference is ${receipt.Reference}.`);
    await expect(confirmation).toContainText(`${detail.Dealer.Name} will reply to ${typed['Email address']}.`);
    // The form's pending button has gone with it: nothing it announced still points at it.
    await expectNoAccessibilityViolations(page);
    await confirmation.getByRole('button', { name: 'Close', exact: true }).last().press('Enter');
    await expect(confirmation).toBeHidden();
    await expect(page.getByText('You have contacted the dealer about this vehicle')).toBeVisible();
    // Focus went back to where the journey started.
    await expect(open).toBeFocused();
    // Its card says so too (the Recent panel lists the vehicle just viewed).
    await page.getByRole('banner').getByRole('button', { name: 'Recent' }).click();
    const recentCard = page
      .getByRole('dialog', { name: 'Recently viewed' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: detail.Vehicle.Title, exact: true }) });
    await expect(recentCard.getByRole('list', { name: 'Your activity' })).toContainText('Enquired');
  });

  test(
    'at 320 by 256 px (400 % zoom) in forced colours, the summary that takes focus is in sight, heading and ring',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      await openVehicleTakingEmail(page);
      await page.setViewportSize({ width: 320, height: 256 });
      await page.emulateMedia({ forcedColors: 'active' });
      const open = page.getByRole('button', { name: 'Email the dealer' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const dialog = contactForm(page);
      await tabTo(page, dialog.getByRole('button', { name: 'Send message' }));
      await page.keyboard.press('Enter');
      const summary = page.locator(':focus');
      await expect(summary).toContainText('There is a problem');
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeInViewport({ ratio: 1 });
      // Its focus ring (outline and offset) lies within the dialog's scrolling box, not cut off at its top.
      const edges = await summary.evaluate((element) => {
        let scroller = element.parentElement;
        while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
        const style = getComputedStyle(element);
        return {
          ringTop:
            element.getBoundingClientRect().top - parseFloat(style.outlineWidth) - parseFloat(style.outlineOffset),
          boxTop: scroller?.getBoundingClientRect().top ?? 0,
        };
      });
      expect(edges.ringTop).toBeGreaterThanOrEqual(edges.boxTop);
    },
  );

  test('a server failure keeps everything typed, in the form and when it opens again', async ({ page }) => {
    await page.route('**/api/forms/contact-dealer', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(serverError) })
        : route.fallback(),
    );
    await openVehicleTakingEmail(page);
    await page.getByRole('button', { name: 'Email the dealer' }).click();
    await fillEnquiry(page);
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();

    const summary = contactForm(page).getByRole('alert');
    await expect(summary).toContainText(serverError.FriendlyMessage);
    await expect(page.locator(':focus')).toContainText('There is a problem');
    await expectEnquiryKept(page);

    await page.keyboard.press('Escape');
    await expect(contactForm(page)).toBeHidden();
    await page.getByRole('button', { name: 'Email the dealer' }).click();
    await expectEnquiryKept(page);
    await expect(page.getByText('You have contacted the dealer about this vehicle')).toBeHidden();
  });

  test('report an advert: a reason and details are needed, then the report is sent', async ({ page }) => {
    const { detail } = await openVehicleTakingEmail(page);
    await page.getByRole('button', { name: 'Report this advert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this advert' });
    await expect(dialog).toContainText(detail.Vehicle.Title);
    // The hint and the limit are two sentences, heard as two.
    await expect(dialog.getByRole('textbox', { name: 'Tell us more' })).toHaveAccessibleDescription(
      'For example, what differs from the photos or what the seller asked you to do. You can enter up to 2,000 characters.',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    const summary = dialog.getByRole('alert');
    await expect(summary.getByRole('link', { name: 'Select why you are reporting this advert' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Tell us what is wrong with the advert' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await dialog.locator('label').filter({ hasText: 'The details or photos are wrong' }).click();
    await dialog
      .getByRole('textbox', { name: 'Tell us more' })
      .fill('The advert says 41,300 miles; the photos show 61,300.');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/report-ad',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await sent).postDataJSON()).toEqual({
      VehicleId: detail.Vehicle.VehicleId,
      Reason: 'incorrect-details',
      Details: 'The advert says 41,300 miles; the photos show 61,300.',
    });
    await expect(page.getByRole('dialog', { name: 'Thank you for your report' })).toBeVisible();
  });

  test('part exchange opens from the vehicle page and checks the details by the shared rules', async ({ page }) => {
    await openVehicleTakingEmail(page);
    await page.getByRole('button', { name: 'Part exchange my vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Part exchange your vehicle' });
    await dialog.getByRole('textbox', { name: 'Registration number' }).fill('not a reg');
    await dialog.getByRole('textbox', { name: 'Mileage' }).fill('0');
    // Neither a landline nor a mobile (too short).
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('0161 496');
    await dialog.getByRole('button', { name: "Send my vehicle's details" }).click();
    const summary = dialog.getByRole('alert');
    for (const message of [
      'Please enter a valid registration number',
      'A positive number is required between 1 and 999,999',
      'A valid phone number is required',
      'Enter your postcode',
    ]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(dialog.getByRole('textbox', { name: 'Registration number' })).toHaveValue('NOT A RE');
    await expectNoAccessibilityViolations(page);
  });

  test('finance and text-the-details overlays open from the vehicle page and pass the accessibility scan', async ({
    page,
  }) => {
    const { detail } = await openVehicleTakingEmail(page);
    await page.getByRole('button', { name: 'Ask about finance' }).click();
    const finance = page.getByRole('dialog', { name: 'Ask about finance' });
    await expect(finance).toContainText(detail.Vehicle.Title);
    await expect(finance.getByRole('radiogroup', { name: 'Pay over' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Send details to my phone' }).click();
    const sms = page.getByRole('dialog', { name: 'Send the details to your phone' });
    await sms.getByRole('textbox', { name: 'Mobile number' }).fill('07700 900456');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/contact-dealer',
    );
    await sms.getByRole('button', { name: 'Send text' }).click();
    expect((await sent).postDataJSON()).toEqual({
      Variant: 'sms',
      VehicleId: detail.Vehicle.VehicleId,
      DealerId: detail.Dealer.Id,
      MobileNumber: '07700 900456',
    });
    await expect(page.getByRole('dialog', { name: 'The details are on their way' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});
