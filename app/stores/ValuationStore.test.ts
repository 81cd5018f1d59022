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
    let answered: Valuation | null = null;
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

  it('leads a registration it cannot look up (404) on to the car`s details, keeping everything typed', async () => {
    const { valuation, sent } = setup((request) =>
      (request.body as { Vehicle?: object }).Vehicle ? json(corsa) : json(notFound, 404),
    );
    const form = valuation.draft(() => valuationForm(() => valuation.asksDetails, 2026));
    form.setValue('Registration', 'ab12cde');
    form.setValue('Mileage', '84000');
    form.setValue('PostCode', 'ls115dl');
    const typed = { ...form.values };
    const send = (values: typeof form.values) => valuation.value(valuationRequest(values, valuation.asksDetails));

    expect(await form.submit(send)).toBe(true);
    expect(valuation.unknownRegistration).toBe('AB12 CDE');
    expect(valuation.asksDetails).toBe(true);
    expect(form.errors).toEqual([]);
    expect(form.values).toEqual(typed);
    expect(valuation.latest).toBeNull();
    // The same draft comes back when the page shows again.
    expect(valuation.draft(valuationForm)).toBe(form);

    // Now the details are asked for: each one missing has its message, and nothing is sent.
    expect(await form.submit(send)).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      'Enter the make of your car',
      'Enter the model of your car',
      'Enter the year your car was first registered',
      'Select the fuel your car uses',
      'Select whether your car is manual or automatic',
    ]);
    expect(sent()).toHaveLength(1);

    form.setValue('Manufacturer', ' Ford ');
    form.setValue('Model', 'Focus');
    form.setValue('RegistrationYear', '2027');
    form.setValue('FuelType', 'Petrol');
    form.setValue('Transmission', 'Manual');
    expect(await form.submit(send)).toBe(false);
    expect(form.errorFor('RegistrationYear')).toBe('Enter a year between 1900 and 2026');

    form.setValue('RegistrationYear', '2012');
    expect(await form.submit(send)).toBe(true);
    expect(sent()[1]?.body).toEqual({
      Registration: 'AB12 CDE',
      Mileage: 84000,
      PostCode: 'LS11 5DL',
      Vehicle: {
        Manufacturer: 'Ford',
        Model: 'Focus',
        RegistrationYear: 2012,
        FuelType: 'Petrol',
        Transmission: 'Manual',
      },
    });
    expect(valuation.latest?.valuation).toEqual(corsa);
  });

  it('puts a 404 answered even with the car`s details on the registration field', async () => {
    const { valuation } = setup(() => json(notFound, 404));
    const details = { Registration: 'AB12 CDE', Mileage: 84000, PostCode: 'LS11 5DL' };
    const Vehicle = {
      Manufacturer: 'Ford',
      Model: 'Focus',
      RegistrationYear: 2012,
      FuelType: 'Petrol',
      Transmission: 'Manual',
    } as const;
    await expect(valuation.value({ ...details, Vehicle })).rejects.toMatchObject({
      Fields: [{ Field: 'Registration', Message: notFound.FriendlyMessage }],
    });
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
