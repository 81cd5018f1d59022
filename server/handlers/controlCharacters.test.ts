/**
 * Control characters in free text (requirements 10.7): the contract's own patterns refuse them, so
 * every free-text field answers 400 with the Error body, never 500 (PostgreSQL cannot store a NUL).
 * Multi-line texts keep their tabs and line breaks. Each body is a contract example with one field
 * changed; every answer is checked against the contract.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../openapi/contract/contract';
import type { Started } from '../start';
import { type TestBrowser, testServer } from '../testing';
import { accountCatalogue, signedIn } from './account.fixtures';
import { requestExample } from './fixture';

let server: Started;
let browser: TestBrowser;
beforeAll(async () => {
  server = await testServer(accountCatalogue(0));
  browser = await signedIn(server.app);
});
afterAll(async () => server?.app.close());

type Body = Record<string, Json>;
const withField = (body: Body, field: string, value: Json): Body => ({ ...body, [field]: value });

/** Each free-text field people or the app fill in: where it is sent, and the body with a text in it. */
const fields: { what: string; method: 'POST' | 'PUT'; url: string; body: (text: string) => Body }[] = [
  {
    what: 'a saved search name',
    method: 'POST',
    url: '/api/account/saved-searches',
    body: (text) => withField(requestExample('saveSearch', 'fiestas'), 'Name', `Fiestas ${text}`),
  },
  {
    what: 'an enquiry to a dealer',
    method: 'POST',
    url: '/api/forms/contact-dealer',
    body: (text) => withField(requestExample('contactDealer', 'item'), 'Message', `Is it still for sale? ${text}`),
  },
  {
    what: 'a contact-page message',
    method: 'POST',
    url: '/api/forms/contact-page/consumer',
    body: (text) => withField(requestExample('sendConsumerContactMessage', 'question'), 'Message', `Hello ${text}`),
  },
  {
    what: 'a dealer contact-page message',
    method: 'POST',
    url: '/api/forms/contact-page/dealer',
    body: (text) => withField(requestExample('sendDealerContactMessage', 'advertise'), 'Message', `Hello ${text}`),
  },
  {
    what: "a report's details",
    method: 'POST',
    url: '/api/forms/report-ad',
    body: (text) => withField(requestExample('reportAdvert', 'wrongPrice'), 'Details', `Wrong price ${text}`),
  },
  {
    what: 'a part-exchange message',
    method: 'POST',
    url: '/api/forms/trade-a-vehicle',
    body: (text) => withField(requestExample('requestPartExchange', 'corsa'), 'Message', `Part-ex ${text}`),
  },
  {
    what: "an error report's page",
    method: 'POST',
    url: '/api/errors',
    body: (text) => withField(requestExample('reportClientError', 'apiFailure'), 'Page', `/search/${text}`),
  },
  {
    what: "an audit event's parameters",
    method: 'POST',
    url: '/api/audit',
    body: (text) => withField(requestExample('recordAuditEvent', 'pageView'), 'Parameters', [`/${text}`]),
  },
  {
    what: 'a search keyword',
    method: 'POST',
    url: '/api/search/car/count',
    body: (text) => ({ Type: 'car', Keywords: [{ Value: `sat nav ${text}` }] }),
  },
];

// The schema refuses the text: 400 naming the one field (decision 0100).
const refused = {
  Code: 100,
  FriendlyMessage: 'Please check the details you entered.',
  Fields: [{ Field: expect.any(String), Message: expect.any(String) }],
};

describe('control characters in free text', () => {
  for (const { what, method, url, body } of fields)
    it(`refuses NUL, the other controls and DEL in ${what} with 400, never 500`, async () => {
      for (const control of ['\u0000', '\u0001', '\u001b', '\u007f']) {
        const { status, body: answer } = await browser.call(method, url, body(`a${control}b`));
        expect(status, `${what} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`).toBe(400);
        expect(answer).toEqual(refused);
      }
      expect((await browser.call(method, url, body('plain-text'))).status, `${what} without one`).toBeLessThan(300);
    });

  it('keeps tabs and line breaks in a multi-line message', async () => {
    const enquiry = withField(
      requestExample('contactDealer', 'item'),
      'Message',
      'Two questions:\r\n\t1. Is it HPI clear?',
    );
    expect((await browser.call('POST', '/api/forms/contact-dealer', enquiry)).status).toBe(202);
  });
});
