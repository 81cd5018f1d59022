import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { SessionState } from '../api/types';
import {
  consumerContactForm,
  consumerContactRequest,
  contactDealerForm,
  contactDealerRequest,
  dealerContactForm,
  dealerContactRequest,
} from '../features/contact/forms';
import type { RecaptchaLoader } from '../lib/recaptcha';
import { ContactStore } from './ContactStore';
import { createTestStores, jsonResponse as json, sessionState, signedInSession, type SentRequest } from './testing';

type Answers = Record<string, (request: SentRequest) => Response>;

const accepted = { Reference: 'FC-2611-48213', Message: 'Thank you. Your message has been sent.' };
const target = { vehicleId: 20481734, dealerId: 3101 };
const contactPageDraft = 'contact-page:consumer';

function setup(answers: Answers = {}, start: SessionState = sessionState(), loadChallenge?: RecaptchaLoader) {
  const { stores, requests } = createTestStores((request) => {
    const answer = answers[request.path];
    if (answer) return answer(request);
    if (request.path === '/api/account/session') return json(start);
    return json(accepted, 202);
  });
  const contact = new ContactStore(stores, stores.api, loadChallenge);
  const sent = (path: string) => requests.filter((request) => request.path === path);
  return { stores, contact, sent };
}

/** The item form's draft, filled in as a person would. */
function filledDraft(contact: ContactStore) {
  const form = contact.draft('contact-dealer:item:20481734', () => contactDealerForm(contact.knownDetails));
  form.setValue('Name', 'Amelia Hughes');
  form.setValue('Email', 'amelia.hughes@example.co.uk');
  form.setValue('PhoneNumber', '0118 496 0987');
  form.setValue('PostCode', 'rg18dn');
  form.setValue('Message', 'Is the Fiesta still available?');
  form.setValue('WantsFinance', true);
  return form;
}

describe('ContactStore', () => {
  it('sends an enquiry with the CSRF token, marks the vehicle enquired and remembers the details', async () => {
    const { stores, contact, sent } = setup();
    const form = filledDraft(contact);
    expect(stores.enquired.isEnquired({ VehicleId: 20481734, IsEnquired: false })).toBe(false);

    const ok = await form.submit((values) => contact.contactDealer(contactDealerRequest(values, target)));

    expect(ok).toBe(true);
    const [request] = sent('/api/forms/contact-dealer');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('X-CSRF-Token')).toBe('anonymousToken0000000');
    expect(request?.body).toEqual({
      Variant: 'item',
      VehicleId: 20481734,
      DealerId: 3101,
      Name: 'Amelia Hughes',
      Email: 'amelia.hughes@example.co.uk',
      PhoneNumber: '0118 496 0987',
      PostCode: 'RG1 8DN',
      Message: 'Is the Fiesta still available?',
      WantsFinance: true,
      HasPartExchange: false,
    });
    expect(stores.enquired.isEnquired({ VehicleId: 20481734, IsEnquired: false })).toBe(true);
    // The next form starts with who the person said they are, and a fresh message.
    contact.discardDraft('contact-dealer:item:20481734');
    const next = contact.draft('contact-dealer:item:20481734', () => contactDealerForm(contact.knownDetails));
    expect(next.values).toMatchObject({ Name: 'Amelia Hughes', PostCode: 'RG1 8DN', Message: '' });
  });

  it("puts a 422's field errors on their fields, and marks nothing enquired", async () => {
    const refusal = {
      Code: 100,
      FriendlyMessage: 'Please check the details you entered.',
      Fields: [{ Field: 'Email', Message: 'A valid email address is required' }],
    };
    const { stores, contact } = setup({ '/api/forms/contact-dealer': () => json(refusal, 422) });
    const form = filledDraft(contact);
    const ok = await form.submit((values) => contact.contactDealer(contactDealerRequest(values, target)));
    expect(ok).toBe(false);
    expect(form.errorFor('Email')).toBe('A valid email address is required');
    expect(form.formError).toBeNull();
    expect(stores.enquired.isEnquired({ VehicleId: 20481734, IsEnquired: false })).toBe(false);
  });

  it('keeps every value typed when the server fails, and the same draft opens again', async () => {
    const failed = {
      Code: 500,
      FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
    };
    const { contact } = setup({ '/api/forms/contact-dealer': () => json(failed, 500) });
    const form = filledDraft(contact);
    const typed = { ...form.values };
    expect(await form.submit((values) => contact.contactDealer(contactDealerRequest(values, target)))).toBe(false);
    expect(form.formError).toBe(failed.FriendlyMessage);
    const reopened = contact.draft('contact-dealer:item:20481734', () => contactDealerForm(contact.knownDetails));
    expect(reopened).toBe(form);
    expect(reopened.values).toEqual(typed);
  });

  it('adds a recaptcha token when the session requires one; a refused challenge sends nothing', async () => {
    const token = vi.fn(() => Promise.resolve('03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK'));
    const loadChallenge = vi.fn<RecaptchaLoader>(() => Promise.resolve({ token }));
    const required = sessionState({ Recaptcha: { Required: true, PublicKey: '6LcSiteKey' } });
    const { contact, sent } = setup({}, required, loadChallenge);
    await contact.reportAdvert({ VehicleId: 20481734, Reason: 'already-sold', Details: 'Sold last week.' });
    expect(loadChallenge).toHaveBeenCalledWith('6LcSiteKey');
    expect(token).toHaveBeenCalledWith('report_ad');
    expect(sent('/api/forms/report-ad')[0]?.body).toEqual({
      VehicleId: 20481734,
      Reason: 'already-sold',
      Details: 'Sold last week.',
      RecaptchaToken: '03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK',
    });

    token.mockRejectedValueOnce(new Error('Please confirm you are not a robot.'));
    const form = filledDraft(contact);
    expect(await form.submit((values) => contact.contactDealer(contactDealerRequest(values, target)))).toBe(false);
    expect(form.formError).toBe('Please confirm you are not a robot.');
    expect(sent('/api/forms/contact-dealer')).toHaveLength(0);
  });

  it('starts a signed-in person with their name and email', async () => {
    const { stores, contact } = setup({}, signedInSession());
    await stores.session.load();
    const user = stores.session.user;
    expect(contact.knownDetails).toMatchObject({ Name: `${user?.FirstName} ${user?.LastName}`, Email: user?.Email });
  });

  it('sends a part exchange, a finance enquiry and a text of the details, marking the vehicle enquired', async () => {
    const { stores, contact, sent } = setup();
    await contact.contactDealer({ Variant: 'sms', VehicleId: 20490112, DealerId: 3104, MobileNumber: '07700 900456' });
    expect(stores.enquired.isEnquired({ VehicleId: 20490112, IsEnquired: false })).toBe(false);
    await contact.requestPartExchange({
      VehicleId: 20482015,
      DealerId: 3106,
      Registration: 'DY70 XKE',
      Mileage: 34120,
      Name: 'Priya Shah',
      Email: 'priya.shah@example.co.uk',
      PhoneNumber: '020 7946 0654',
      PostCode: 'CR0 2RB',
    });
    await contact.sendFinanceEnquiry({
      VehicleId: 20482233,
      DealerId: 3103,
      Name: 'Callum Reid',
      Email: 'callum.reid@example.co.uk',
      MobileNumber: '07700 900789',
      PostCode: 'G41 2PE',
      Deposit: 2000,
      Term: 48,
      AnnualMileage: 8000,
    });
    expect(sent('/api/forms/contact-dealer')[0]?.body).toMatchObject({ Variant: 'sms' });
    expect(sent('/api/forms/trade-a-vehicle')[0]?.body).toMatchObject({ Registration: 'DY70 XKE', Mileage: 34120 });
    expect(sent('/api/forms/finance-enquiry')[0]?.body).toMatchObject({ Deposit: 2000, Term: 48 });
    expect(stores.enquired.isEnquired({ VehicleId: 20482015, IsEnquired: false })).toBe(true);
    expect(stores.enquired.isEnquired({ VehicleId: 20482233, IsEnquired: false })).toBe(true);
    expect(contact.knownDetails).toMatchObject({ Name: 'Callum Reid', MobileNumber: '07700 900789' });
  });

  it("sends the contact page's messages to the Forecourt team with the CSRF token, and remembers who wrote", async () => {
    const { stores, contact, sent } = setup();
    const consumer = consumerContactForm(contact.knownDetails);
    consumer.setValue('Name', 'Tom Gallagher');
    consumer.setValue('Email', 'tom.gallagher@example.co.uk');
    consumer.setValue('Topic', 'advert');
    consumer.setValue('Message', 'A dealer has not replied for a week.');
    expect(await consumer.submit((values) => contact.sendConsumerContactMessage(consumerContactRequest(values)))).toBe(
      true,
    );
    const [message] = sent('/api/forms/contact-page/consumer');
    expect(message?.method).toBe('POST');
    expect(message?.headers.get('X-CSRF-Token')).toBe('anonymousToken0000000');
    expect(message?.body).toEqual({
      Name: 'Tom Gallagher',
      Email: 'tom.gallagher@example.co.uk',
      Topic: 'advert',
      Message: 'A dealer has not replied for a week.',
    });
    expect(contact.knownDetails).toMatchObject({ Name: 'Tom Gallagher', Email: 'tom.gallagher@example.co.uk' });

    const dealer = dealerContactForm(contact.knownDetails);
    expect(dealer.values).toMatchObject({ Name: 'Tom Gallagher', Email: 'tom.gallagher@example.co.uk' });
    dealer.setValue('PhoneNumber', '029 2018 0456');
    dealer.setValue('DealershipName', 'Valley Motors');
    dealer.setValue('PostCode', 'CF24 5PJ');
    dealer.setValue('Message', 'Advertising, please.');
    expect(await dealer.submit((values) => contact.sendDealerContactMessage(dealerContactRequest(values)))).toBe(true);
    expect(sent('/api/forms/contact-page/dealer')[0]?.body).toEqual({
      Name: 'Tom Gallagher',
      Email: 'tom.gallagher@example.co.uk',
      PhoneNumber: '029 2018 0456',
      DealershipName: 'Valley Motors',
      PostCode: 'CF24 5PJ',
      Message: 'Advertising, please.',
    });
    // The dealership's postcode is not the person's own: the next form does not start with it.
    expect(contact.knownDetails.PostCode).toBe('');
    expect(stores.enquired.isEnquired({ VehicleId: 20481734, IsEnquired: false })).toBe(false);
  });

  it("keeps a contact page message as typed when the server fails, with the server's message", async () => {
    const failure = { Code: 500, FriendlyMessage: 'Sorry, something went wrong on our side.' };
    const { contact } = setup({ '/api/forms/contact-page/consumer': () => json(failure, 500) });
    const form = contact.draft('contact-page:consumer', () => consumerContactForm(contact.knownDetails));
    form.setValue('Name', 'Tom Gallagher');
    form.setValue('Email', 'tom.gallagher@example.co.uk');
    form.setValue('Topic', 'website');
    form.setValue('Message', 'The map does not load.');
    expect(await form.submit((values) => contact.sendConsumerContactMessage(consumerContactRequest(values)))).toBe(
      false,
    );
    expect(form.formError).toBe(failure.FriendlyMessage);
    expect(contact.draft('contact-page:consumer', () => consumerContactForm(contact.knownDetails)).values).toEqual({
      Name: 'Tom Gallagher',
      Email: 'tom.gallagher@example.co.uk',
      PhoneNumber: '',
      Topic: 'website',
      Message: 'The map does not load.',
    });
  });

  it('a discarded draft is made afresh, and what reads drafts is told (a form on a page starts again)', () => {
    const { contact } = setup();
    const make = () => consumerContactForm(contact.knownDetails);
    const shown: unknown[] = [];
    const stop = autorun(() => shown.push(contact.draft(contactPageDraft, make)));
    const first = shown[0];
    expect(contact.draft(contactPageDraft, make)).toBe(first);
    contact.discardDraft(contactPageDraft);
    expect(shown).toHaveLength(2);
    expect(shown[1]).not.toBe(first);
    stop();
  });
});
