import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '../../domain/contact';
import { createSession } from '../sessions';
import type { Started } from '../start';
import { TestBrowser, testServer } from '../testing';
import type { Json } from '../../openapi/contract/contract';
import { requestExample, responseExample, testCatalogue, testStock } from './fixture';

const valuedAt = new Date('2026-11-22T10:15:00Z');
let server: Started;
let browser: TestBrowser;
let sessionId: string;

/** A visitor with a session and its CSRF token (made directly: the session operation is not this file's). */
async function visitor() {
  const { token, session } = await createSession(server.db, null, valuedAt);
  const b = new TestBrowser(server.app);
  b.cookie = token;
  b.csrfToken = session.csrf_token;
  return { browser: b, sessionId: session.id };
}

beforeAll(async () => {
  server = await testServer(testCatalogue, () => valuedAt);
});
beforeEach(async () => {
  await server.app.inject({ method: 'POST', url: '/__test/reset' });
  ({ browser, sessionId } = await visitor());
});
afterAll(async () => server.app.close());

const submissions = () => server.db.selectFrom('submissions').selectAll().orderBy('id').execute();

const item = requestExample('contactDealer', 'item');

describe('contactDealer', () => {
  it('stores the enquiry with its session and answers 202 with a reference', async () => {
    const { status, body } = await browser.call('POST', '/api/forms/contact-dealer', item);
    expect(status).toBe(202);
    expect(body.Message).toBe('Thank you. Your message has been sent.');
    const rows = await submissions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'contactDealer', session_id: sessionId, user_id: null, payload: item });
    expect(body.Reference).toBe(`FC-2611-${rows[0]?.id}`);
  });

  it('accepts the three variants', async () => {
    const sms = requestExample('contactDealer', 'sms');
    const plain = requestExample('contactDealer', 'plain');
    for (const form of [item, sms, plain])
      expect((await browser.call('POST', '/api/forms/contact-dealer', form)).status).toBe(202);
    expect((await submissions()).map((r) => (r.payload as { Variant: string }).Variant)).toEqual([
      'item',
      'sms',
      'plain',
    ]);
  });

  it('answers 404 for an unknown vehicle, an unknown dealer, or a vehicle of another dealer, and stores nothing', async () => {
    const unknownVehicle = await browser.call('POST', '/api/forms/contact-dealer', { ...item, VehicleId: 99999999 });
    expect(unknownVehicle).toMatchObject({
      status: 404,
      body: { FriendlyMessage: 'Sorry, this vehicle is no longer advertised.' },
    });
    const unknownDealer = await browser.call('POST', '/api/forms/contact-dealer', { ...item, DealerId: 999999 });
    expect(unknownDealer).toMatchObject({
      status: 404,
      body: { FriendlyMessage: 'Sorry, we could not find that dealer.' },
    });
    const otherDealer = await browser.call('POST', '/api/forms/contact-dealer', { ...item, DealerId: 3106 });
    expect(otherDealer.status).toBe(404);
    expect(await submissions()).toHaveLength(0);
  });

  it('answers 409 when the dealer takes no email (Midland Commercials), and stores nothing', async () => {
    const sms = { ...requestExample('contactDealer', 'sms'), VehicleId: 20490239, DealerId: 3105 };
    const { status, body } = await browser.call('POST', '/api/forms/contact-dealer', sms);
    expect(status).toBe(409);
    expect(body.FriendlyMessage).toBe('This dealer does not take enquiries by email. Please call them instead.');
    expect(await submissions()).toHaveLength(0);
  });

  it('refuses a blank message with 422 naming the field', async () => {
    const { status, body } = await browser.call('POST', '/api/forms/contact-dealer', { ...item, Message: '  ' });
    expect(status).toBe(422);
    expect(body.Fields).toEqual([{ Field: 'Message', Message: contactMessages.messageNeeded }]);
    expect(await submissions()).toHaveLength(0);
  });

  it('refuses a body that breaks the schema with 400 before any rule (an invalid email)', async () => {
    const { status } = await browser.call('POST', '/api/forms/contact-dealer', { ...item, Email: 'not an email' });
    expect(status).toBe(400);
    expect(await submissions()).toHaveLength(0);
  });
});

describe('the contact page, report-ad, part exchange and finance forms', () => {
  const consumer = requestExample('sendConsumerContactMessage', 'question');
  const dealer = requestExample('sendDealerContactMessage', 'advertise');
  const report = requestExample('reportAdvert', 'wrongPrice');
  const { VehicleId, DealerId, ...partEx } = requestExample('requestPartExchange', 'corsa');
  const finance = requestExample('sendFinanceEnquiry', 'qashqai');

  it('stores each accepted form under its operation', async () => {
    const sent = [
      ['/api/forms/contact-page/consumer', consumer, 'sendConsumerContactMessage'],
      ['/api/forms/contact-page/dealer', dealer, 'sendDealerContactMessage'],
      ['/api/forms/report-ad', report, 'reportAdvert'],
      ['/api/forms/trade-a-vehicle', partEx, 'requestPartExchange'],
      ['/api/forms/trade-a-vehicle', { ...partEx, VehicleId, DealerId }, 'requestPartExchange'],
      ['/api/forms/finance-enquiry', finance, 'sendFinanceEnquiry'],
    ] as const;
    for (const [url, form] of sent) expect((await browser.call('POST', url, form)).status, url).toBe(202);
    const rows = await submissions();
    // A part exchange that names no dealer goes to the dealer nearest the person's postcode.
    const nearest = (
      await browser.call('GET', `/api/dealers?vehicleType=all&postcode=${String(partEx.PostCode).replace(/\s/g, '')}`)
    ).body.Dealers[0].Id;
    const stored = sent.map(([, form, kind]) =>
      kind === 'requestPartExchange' && !('DealerId' in form) ? [kind, { ...form, DealerId: nearest }] : [kind, form],
    );
    expect(rows.map((r) => [r.kind, r.payload])).toEqual(stored);
    expect(rows.every((r) => r.session_id === sessionId)).toBe(true);
  });

  it('names the dealer a part exchange is sent to: the one named, else the nearest to the postcode', async () => {
    const dealers = (
      await browser.call('GET', `/api/dealers?vehicleType=all&postcode=${String(partEx.PostCode).replace(/\s/g, '')}`)
    ).body.Dealers as { Id: number; Name: string }[];
    const toNearest = await browser.call('POST', '/api/forms/trade-a-vehicle', partEx);
    expect(toNearest.status).toBe(202);
    expect(toNearest.body.Message).toBe(
      `Thank you. ${dealers[0]?.Name} will contact you with a part exchange valuation.`,
    );
    const named = await browser.call('GET', `/api/dealers/${DealerId}`);
    const toNamed = await browser.call('POST', '/api/forms/trade-a-vehicle', { ...partEx, VehicleId, DealerId });
    expect(toNamed.body.Message).toBe(`Thank you. ${named.body.Name} will contact you with a part exchange valuation.`);
  });

  it('takes the names real people and businesses have: any alphabet, apostrophes, ampersands, full stops', async () => {
    for (const DealershipName of ['Hughes & Sons Motors', "O'Neill's Cars", 'Hughes Motors Ltd.', 'O’Neill’s 4x4']) {
      const sent = { ...dealer, Name: 'Łukasz Wójcik-Ó Briain', DealershipName };
      expect((await browser.call('POST', '/api/forms/contact-page/dealer', sent)).status, DealershipName).toBe(202);
    }
    const symbol = await browser.call('POST', '/api/forms/contact-page/dealer', {
      ...dealer,
      DealershipName: 'Cars@Home',
    });
    expect(symbol.status).toBe(400);
  });

  it('refuses blank messages and details with the forms own words', async () => {
    const blankConsumer = await browser.call('POST', '/api/forms/contact-page/consumer', { ...consumer, Message: '' });
    expect(blankConsumer.body.Fields).toEqual([{ Field: 'Message', Message: contactMessages.questionNeeded }]);
    const blankDealer = await browser.call('POST', '/api/forms/contact-page/dealer', { ...dealer, Message: ' ' });
    expect(blankDealer.status).toBe(422);
    const blankReport = await browser.call('POST', '/api/forms/report-ad', { ...report, Details: '' });
    expect(blankReport).toMatchObject({
      status: 422,
      body: { Fields: [{ Field: 'Details', Message: contactMessages.detailsNeeded }] },
    });
    expect(await submissions()).toHaveLength(0);
  });

  it('answers 404 for a report on an unknown vehicle and a part exchange against another dealer`s vehicle', async () => {
    expect((await browser.call('POST', '/api/forms/report-ad', { ...report, VehicleId: 99999999 })).status).toBe(404);
    const wrongDealer = { ...partEx, VehicleId, DealerId: 3101 };
    expect((await browser.call('POST', '/api/forms/trade-a-vehicle', wrongDealer)).status).toBe(404);
    expect((await browser.call('POST', '/api/forms/finance-enquiry', { ...finance, DealerId: 999999 })).status).toBe(
      404,
    );
    expect(await submissions()).toHaveLength(0);
  });

  it('refuses a finance enquiry whose deposit leaves less than £1,000 to borrow on the vehicle (Qashqai, £15,250)', async () => {
    for (const Deposit of [15250, 14251]) {
      const { status, body } = await browser.call('POST', '/api/forms/finance-enquiry', { ...finance, Deposit });
      expect(status).toBe(422);
      expect(body.Fields).toEqual([
        { Field: 'Deposit', Message: 'Enter a deposit of £14,250 or less, to leave at least £1,000 to borrow' },
      ]);
    }
    expect((await browser.call('POST', '/api/forms/finance-enquiry', { ...finance, Deposit: 14250 })).status).toBe(202);
    expect((await browser.call('POST', '/api/forms/finance-enquiry', { ...finance, Deposit: 0 })).status).toBe(202);
  });
});

describe('valueVehicle', () => {
  const corsa = requestExample('valueVehicle', 'corsa');

  it("values the contract's example Corsa as the contract works it out", async () => {
    const { status, body } = await browser.call('POST', '/api/forms/valuation', corsa);
    expect(status).toBe(200);
    expect(body).toEqual(responseExample('valueVehicle', '200', 'corsa'));
    expect((await submissions()).map((r) => r.kind)).toEqual(['valueVehicle']);
  });

  /** The rule, recomputed here from the contract's text. */
  function expected(priceNew: number, year: number, mileage: number) {
    const age = Math.max(0, 2026 - year);
    const m = Math.min(1.1, Math.max(0.6, 1 - (0.04 * (mileage - 8000 * Math.max(age, 1))) / 10000));
    const v = priceNew * 0.85 ** age * m;
    const r = (x: number) => Math.max(100, Math.round(x / 50) * 50);
    return {
      PartExchange: { Low: r(v * 0.82), High: r(v * 0.9) },
      PrivateSale: { Low: r(v * 0.95), High: r(v * 1.05) },
    };
  }

  it('follows the rule by make band, age and mileage (spaces and case in the registration ignored)', async () => {
    const cases = [
      ['bk69tza', 1000, 38000, 2019], // BMW: premium, low mileage (factor capped at 1.1)
      ['HG68 RFO', 31200, 26000, 2018], // MINI
      ['WR19KHL', 250000, 20000, 2019], // Ford, very high mileage (factor floored at 0.6)
      ['WU70 DFK', 58300, 30000, 2020], // a van
    ] as const;
    for (const [registration, mileage, priceNew, year] of cases) {
      const { status, body } = await browser.call('POST', '/api/forms/valuation', {
        ...corsa,
        Registration: registration.toUpperCase(),
        Mileage: mileage,
      });
      expect(status, registration).toBe(200);
      expect({ PartExchange: body.PartExchange, PrivateSale: body.PrivateSale }, registration).toEqual(
        expected(priceNew, year, mileage),
      );
    }
  });

  it("never values a private sale above the dealer's asking price for the same vehicle", async () => {
    const vehicles = testStock().vehicles.map(({ facts }) => facts);
    const once = vehicles.filter(
      ({ registration }) => vehicles.filter((other) => other.registration === registration).length === 1,
    );
    for (const { registration, mileage, price } of once.slice(0, 150)) {
      const { status, body } = await browser.call('POST', '/api/forms/valuation', {
        ...corsa,
        Registration: registration,
        Mileage: mileage,
      });
      expect(status, registration).toBe(200);
      expect(body.PrivateSale.High, `${registration} at £${price}`).toBeLessThanOrEqual(price);
    }
  });

  it('answers 404 with the contract message for a registration it does not hold', async () => {
    const { status, body } = await browser.call('POST', '/api/forms/valuation', { ...corsa, Registration: 'AB12 CDE' });
    expect(status).toBe(404);
    expect(body.FriendlyMessage).toBe('We could not find that registration. Please check it and try again.');
    expect(await submissions()).toHaveLength(0);
  });
});

describe('valueVehicle from the details of a registration it cannot look up', () => {
  const details = requestExample('valueVehicle', 'details');
  const vehicle = details.Vehicle as Record<string, Json>;

  it("values the contract's example Focus as the contract works it out, and stores the request", async () => {
    const { status, body } = await browser.call('POST', '/api/forms/valuation', details);
    expect(status).toBe(200);
    expect(body).toEqual(responseExample('valueVehicle', '200', 'details'));
    expect((await submissions()).map((r) => r.kind)).toEqual(['valueVehicle']);
  });

  it('reads the make band from the make as typed, and the registration as any format, spaces and case ignored', async () => {
    for (const [registration, make, normalised] of [
      ['k1abc', 'land rover', 'K1 ABC'],
      ['ab12cde', 'LAND-ROVER', 'AB12 CDE'],
    ] as const) {
      const { status, body } = await browser.call('POST', '/api/forms/valuation', {
        ...details,
        Registration: registration.toUpperCase(),
        Vehicle: { ...vehicle, Manufacturer: make },
      });
      expect(status).toBe(200);
      expect(body.Registration).toBe(normalised);
      // A premium band (38000 new): 1.9 times the Ford's figures before rounding.
      expect(body.PrivateSale.High).toBe(Math.round((2260.9327 * 1.9 * 1.05) / 50) * 50);
    }
  });

  it('values a registration it holds from its register, not from details sent with it', async () => {
    const corsa = requestExample('valueVehicle', 'corsa');
    const { status, body } = await browser.call('POST', '/api/forms/valuation', { ...corsa, Vehicle: vehicle });
    expect(status).toBe(200);
    expect(body).toEqual(responseExample('valueVehicle', '200', 'corsa'));
  });

  it('refuses a blank make or model and a year after the year of valuation on their fields (422), and stores nothing', async () => {
    const { status, body } = await browser.call('POST', '/api/forms/valuation', {
      ...details,
      Vehicle: { ...vehicle, RegistrationYear: 2027 },
    });
    expect(status).toBe(422);
    expect(body.Fields).toEqual([{ Field: 'RegistrationYear', Message: 'Enter a year between 1900 and 2026' }]);
    const blank = await browser.call('POST', '/api/forms/valuation', {
      ...details,
      Vehicle: { ...vehicle, Manufacturer: ' ', Model: '' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.Fields).toEqual([
      { Field: 'Manufacturer', Message: 'Enter the make of your car' },
      { Field: 'Model', Message: 'Enter the model of your car' },
    ]);
    expect(await submissions()).toHaveLength(0);
  });
});

describe('audit events', () => {
  it('stores a posted event and a ping, from a visitor without a session too', async () => {
    expect((await browser.call('POST', '/api/audit', { Type: 'PageView', Parameters: ['/'] })).status).toBe(204);
    const anonymous = new TestBrowser(server.app);
    const ping = await anonymous.call('GET', '/api/audit?Type=HomeSearch&Parameters=SW1A1AA&Parameters=car');
    expect(ping.status).toBe(204);
    const rows = await submissions();
    expect(rows.map((r) => [r.kind, r.session_id, r.payload])).toEqual([
      ['recordAuditEvent', sessionId, { Type: 'PageView', Parameters: ['/'] }],
      ['pingAuditEvent', null, { Type: 'HomeSearch', Parameters: ['SW1A1AA', 'car'] }],
    ]);
  });
});

describe('reportClientError', () => {
  it('stores a report without the session, from a visitor without a CSRF token too', async () => {
    const report = requestExample('reportClientError', 'apiFailure');
    const { status, body } = await browser.call('POST', '/api/errors', report);
    expect(status).toBe(202);
    expect(body).toBeUndefined();
    const chunk = requestExample('reportClientError', 'chunkLoad');
    expect((await new TestBrowser(server.app).call('POST', '/api/errors', chunk)).status).toBe(202);
    const rows = await submissions();
    expect(rows.map((r) => [r.kind, r.session_id, r.user_id, r.payload])).toEqual([
      ['reportClientError', null, null, report],
      ['reportClientError', null, null, chunk],
    ]);
  });

  it('refuses a report of a failed call without its action, status or path (422 naming them)', async () => {
    const { Action, Status, ...incomplete } = requestExample('reportClientError', 'apiFailure');
    void Action;
    void Status;
    const { status, body } = await browser.call('POST', '/api/errors', incomplete);
    expect(status).toBe(422);
    expect(body.Fields.map((f: { Field: string }) => f.Field)).toEqual(['Action', 'Status']);
    expect(await submissions()).toHaveLength(0);
  });
});
