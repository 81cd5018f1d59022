import { describe, expect, it, vi } from 'vitest';
import type { SessionState, Valuation } from '../api/types';
import { valuationForm, valuationRequest } from '../features/sell/valuationForm';
import type { RecaptchaLoader } from '../lib/recaptcha';
import { createTestStores, jsonResponse as json, sessionState, valuationExample, type SentRequest } from './testing';
import { ValuationStore } from './ValuationStore';

type Answer = (request: SentRequest) => Response;

const corsa = valuationExample();
const notFound = {
  Code: 404,
  FriendlyMessage: 'We could not find that registration. Please check it and try again.',
};

function setup(
  answer: Answer = () => json(corsa),
  start: SessionState = sessionState(),
  loadChallenge?: RecaptchaLoader,
) {
  const { stores, requests } = createTestStores((request) =>
    request.path === '/api/account/session' ? json(start) : answer(request),
  );
  const valuation = new ValuationStore(stores, stores.api, loadChallenge);
  const sent = () => requests.filter((request) => request.path === '/api/forms/valuation');
  return { valuation, sent };
}

/** The form filled in as a person types it: lower case, spaces anywhere. */
function filled(valuation: ValuationStore) {
  const form = valuation.draft(valuationForm);
  form.setValue('Registration', ' dy 70xke ');
  form.setValue('Mileage', '34120');
  form.setValue('PostCode', 'ls115dl');
  return form;
}

describe('ValuationStore', () => {
  it('sends the registration with its one space, the mileage as a number and the postcode formatted, with the CSRF token', async () => {
    const { valuation, sent } = setup();
    const form = filled(valuation);
    let answered: Valuation | undefined;
    const ok = await form.submit(async (values) => {
      answered = await valuation.value(valuationRequest(values));
    });
    expect(ok).toBe(true);
    const [request] = sent();
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('X-CSRF-Token')).toBe('anonymousToken0000000');
    expect(request?.body).toEqual({ Registration: 'DY70 XKE', Mileage: 34120, PostCode: 'LS11 5DL' });
    expect(answered).toEqual(corsa);
    expect(valuation.latest).toEqual({
      valuation: corsa,
      details: { Registration: 'DY70 XKE', Mileage: 34120, PostCode: 'LS11 5DL' },
    });
  });

  it('sends an email only when one is given', async () => {
    const { valuation, sent } = setup();
    const form = filled(valuation);
    form.setValue('Email', ' oliver.bennett@example.co.uk ');
    await form.submit((values) => valuation.value(valuationRequest(values)));
    expect(sent()[0]?.body).toMatchObject({ Email: 'oliver.bennett@example.co.uk' });
  });

  it('sends nothing while a field breaks its rule', async () => {
    const { valuation, sent } = setup();
    const form = valuation.draft(valuationForm);
    expect(await form.submit((values) => valuation.value(valuationRequest(values)))).toBe(false);
    expect(sent()).toHaveLength(0);
    expect(form.errors.map((error) => error.message)).toEqual([
      'Enter the registration number',
      'Enter the mileage',
      'Enter your postcode',
    ]);
  });

  it('puts an unknown registration (404) on the registration field and keeps everything typed', async () => {
    const { valuation } = setup(() => json(notFound, 404));
    const form = filled(valuation);
    const typed = { ...form.values };
    expect(await form.submit((values) => valuation.value(valuationRequest(values)))).toBe(false);
    expect(form.errorFor('Registration')).toBe(notFound.FriendlyMessage);
    expect(form.errors).toEqual([{ field: 'Registration', message: notFound.FriendlyMessage }]);
    expect(form.values).toEqual(typed);
    expect(valuation.latest).toBeNull();
    // The same draft comes back when the page shows again.
    expect(valuation.draft(valuationForm)).toBe(form);
    // Editing the registration clears the server's message.
    form.setValue('Registration', 'DY70 XKF');
    expect(form.errorFor('Registration')).toBeUndefined();
  });

  it("shows a server failure's message on the form and keeps everything typed", async () => {
    const failed = {
      Code: 500,
      FriendlyMessage: 'Sorry, something went wrong on our side. Please try again in a few minutes.',
    };
    const { valuation } = setup(() => json(failed, 500));
    const form = filled(valuation);
    const typed = { ...form.values };
    expect(await form.submit((values) => valuation.value(valuationRequest(values)))).toBe(false);
    expect(form.formError).toBe(failed.FriendlyMessage);
    expect(form.errorFor('Registration')).toBeUndefined();
    expect(form.values).toEqual(typed);
  });

  it('adds a recaptcha token when the session requires one', async () => {
    const token = vi.fn(() => Promise.resolve('03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK'));
    const loadChallenge = vi.fn<RecaptchaLoader>(() => Promise.resolve({ token }));
    const required = sessionState({ Recaptcha: { Required: true, PublicKey: '6LcSiteKey' } });
    const { valuation, sent } = setup(undefined, required, loadChallenge);
    await valuation.value({ Registration: 'DY70 XKE', Mileage: 34120, PostCode: 'LS11 5DL' });
    expect(loadChallenge).toHaveBeenCalledWith('6LcSiteKey');
    expect(token).toHaveBeenCalledWith('valuation');
    expect(sent()[0]?.body).toMatchObject({ RecaptchaToken: '03AFcWeA5x2kTq9LmN7pR4vB8yZ1cD6eF0gH3jK' });
  });
});
