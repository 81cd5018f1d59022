/**
 * One rule for field errors (decision 0100): a body that breaks the contract's schema is 400 with
 * `Fields` naming each property refused, in the shared rules' words; a body that matches it but breaks
 * a rule the schema cannot state is 422 with `Fields`. Nothing is stored either way.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validationMessages } from '../domain/validation';
import { accountCatalogue } from './handlers/account.fixtures';
import { requestExample } from './handlers/fixture';
import type { Started } from './start';
import { openedBrowser, testServer } from './testing';

let server: Started;
beforeAll(async () => {
  server = await testServer(accountCatalogue(0));
});
afterAll(async () => server?.app.close());
beforeEach(async () => {
  expect((await server.app.inject({ method: 'POST', url: '/__test/reset' })).statusCode).toBe(204);
});

const visitor = () => openedBrowser(server.app);

const users = async () => (await server.db.selectFrom('users').select('email').execute()).length;

describe('a body that breaks the schema', () => {
  it('is 400 with Fields naming the email the schema refuses (two dots in a row)', async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/signin', {
      Email: 'a..b@example.co.uk',
      Password: 'Forecourt2026',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      Code: 100,
      FriendlyMessage: 'Please check the details you entered.',
      Fields: [{ Field: 'Email', Message: validationMessages.email }],
    });
  });

  it('names each field refused, a missing one included, and makes no account', async () => {
    const browser = await visitor();
    const before = await users();
    const answer = await browser.call('POST', '/api/account/register', {
      FirstName: 'Oliver',
      Email: 'oliver.bennett@example.co.uk',
      Password: 'short',
      AcceptTerms: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Fields).toEqual([
      { Field: 'LastName', Message: 'Enter a value' },
      {
        Field: 'Password',
        Message: 'Your password must be between 9 and 32 characters (yours has 5) and include at least 1 number',
      },
    ]);
    expect(await users()).toBe(before);
  });

  it('names a property the body must not have', async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/account/password-reminder', {
      Email: 'amelia.hughes@example.co.uk',
      Nickname: 'Amy',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Fields).toEqual([{ Field: 'Nickname', Message: 'Remove this: the request does not take it' }]);
  });

  it("names the field of the contact form's own variant only", async () => {
    const browser = await visitor();
    const answer = await browser.call('POST', '/api/forms/contact-dealer', {
      ...requestExample('contactDealer', 'item'),
      Email: 'not an email',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.Fields).toEqual([{ Field: 'Email', Message: validationMessages.email }]);
  });

  it('has no Fields when no property can be named: malformed JSON, a query parameter', async () => {
    const browser = await visitor();
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/api/account/signin',
      headers: {
        'content-type': 'application/json',
        cookie: `fc_session=${browser.cookie}`,
        'x-csrf-token': browser.csrfToken ?? '',
      },
      payload: '{"Email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ Code: 100, FriendlyMessage: expect.any(String) });
    const query = await browser.call('GET', '/api/vehicles/not-a-number');
    expect(query.status).toBe(400);
    expect(query.body.Fields).toBeUndefined();
  });
});

describe('a body that matches the schema but breaks a rule beyond it', () => {
  it('is 422 with Fields: a postcode whose area does not exist, on completing the account', async () => {
    const browser = await visitor();
    expect(
      (
        await browser.call('POST', '/api/account/signin', {
          Email: 'amelia.hughes@example.co.uk',
          Password: 'Forecourt2026',
        })
      ).status,
    ).toBe(200);
    const answer = await browser.call('POST', '/api/account/complete', {
      FirstName: 'Amelia',
      LastName: 'Hughes',
      PostCode: 'AA9A 9AA',
      MobileNumber: '07700 900123',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.Fields).toEqual([{ Field: 'PostCode', Message: expect.stringContaining('AA9A 9AA') }]);
  });
});

describe('audit events', () => {
  it('records only the Types the contract lists: another is 400 naming Type, and nothing is stored', async () => {
    const browser = await visitor();
    const stored = async () =>
      (await server.db.selectFrom('submissions').select('id').where('kind', '=', 'recordAuditEvent').execute()).length;
    const before = await stored();
    const answer = await browser.call('POST', '/api/audit', { Type: 'ShortlistAdd', Parameters: ['20481734'] });
    expect(answer.status).toBe(400);
    expect(answer.body.Fields).toEqual([{ Field: 'Type', Message: 'Enter a valid value' }]);
    for (const Type of ['PageView', 'HomeSearch', 'VehicleView', 'PhoneReveal', 'OverlayOpen'])
      expect((await browser.call('POST', '/api/audit', { Type, Parameters: [] })).status, Type).toBe(204);
    expect(await stored()).toBe(before + 5);
  });
});
