/**
 * The rules cases of the conformance suite: what the contract's info states about every operation
 * (one rule for field errors, the order of checks, the CSRF token's 403, the rate-limit headers, the
 * session cookie's attributes, the recorded audit Types, the `{trackingId}` a VehicleView carries), each a sentence checked against whatever
 * the server answers. They send only refusals and anonymous calls, so they change no one's data.
 */
import { PropertyFailure, type Property } from './behaviour';
import { Visitor, type Answer } from './visitor';

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new PropertyFailure(message);
}

const shown = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body ?? '').slice(0, 200)}`;

/** The answer is `status` with `Fields` naming exactly `fields`. */
function refusedOn(answer: Answer, status: number, fields: string[], what: string) {
  check(answer.status === status, `${what}: expected ${status}, got ${shown(answer)}`);
  const named = ((answer.body?.Fields ?? []) as { Field?: unknown }[]).map((f) => f.Field);
  check(
    JSON.stringify(named) === JSON.stringify(fields),
    `${what}: expected Fields naming ${fields.join(', ')}, got ${shown(answer)}`,
  );
}

async function visitor(baseUrl: string): Promise<Visitor> {
  const v = new Visitor(baseUrl);
  const started = await v.start();
  check(
    started.status === 200 && v.cookie && v.csrf,
    `GET /api/account/session: expected a session, got ${shown(started)}`,
  );
  return v;
}

const badEmail = { Email: 'a..b@example.co.uk', Password: 'Forecourt2026' };

export const rules: Property[] = [];
const rule = (name: string, run: Property['run']) => rules.push({ area: 'Rules of every operation', name, run });

rule(
  'a body the schema refuses is 400 with Fields naming each property (an email two dots make invalid)',
  async (baseUrl) => {
    const v = await visitor(baseUrl);
    refusedOn(
      await v.call('POST', '/api/account/signin', { body: badEmail }),
      400,
      ['Email'],
      'signing in as a..b@example.co.uk',
    );
  },
);

rule(
  'a body that matches the schema but breaks a rule beyond it is 422 with Fields (a postcode area that does not exist)',
  async (baseUrl) => {
    const v = await visitor(baseUrl);
    const answer = await v.call('POST', '/api/account/register', {
      body: {
        FirstName: 'Casey',
        LastName: 'Morgan',
        Email: 'rules.unknown.area@example.co.uk',
        Password: 'Conformance2026',
        PostCode: 'AA9A 9AA',
        AcceptTerms: true,
      },
    });
    refusedOn(answer, 422, ['PostCode'], 'registering with the postcode AA9A 9AA');
  },
);

rule(
  'the checks come in order: no session 401, then a missing CSRF token 403, both before the schema',
  async (baseUrl) => {
    const v = await visitor(baseUrl);
    const noSession = await v.call('POST', '/api/account/signin', { body: badEmail, cookie: null, csrf: null });
    check(noSession.status === 401, `an invalid sign-in with no session cookie: expected 401, got ${shown(noSession)}`);
    const noToken = await v.call('POST', '/api/account/signin', { body: badEmail, csrf: null });
    check(
      noToken.status === 403,
      `an invalid sign-in with a session and no CSRF token: expected 403, got ${shown(noToken)}`,
    );
    const wrongToken = await v.call('POST', '/api/account/signin', { body: badEmail, csrf: '0'.repeat(32) });
    check(
      wrongToken.status === 403,
      `an invalid sign-in with a wrong CSRF token: expected 403, got ${shown(wrongToken)}`,
    );
  },
);

rule(
  'every answer carries the rate-limit headers: a limit, what remains of it, and the seconds to the window end',
  async (baseUrl) => {
    const v = new Visitor(baseUrl);
    for (const answer of [await v.start(), await v.call('GET', '/api/vehicles/2147483646')]) {
      const [limit, remaining, reset] = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((name) =>
        answer.headers.get(name),
      );
      check(
        [limit, remaining, reset].every((value) => typeof value === 'string' && /^[0-9]+$/.test(value)),
        `a ${answer.status} answer's rate-limit headers: expected three whole numbers, got ${limit}, ${remaining}, ${reset}`,
      );
      check(Number(remaining) <= Number(limit), `RateLimit-Remaining ${remaining} is above RateLimit-Limit ${limit}`);
    }
  },
);

rule(
  'the session cookie is fc_session, HttpOnly, SameSite=Lax, Path=/, and Secure exactly when over https',
  async (baseUrl) => {
    const answer = await new Visitor(baseUrl).start();
    const line = (answer.headers.getSetCookie?.() ?? []).find((c) => c.startsWith('fc_session=')) ?? '';
    check(line, `GET /api/account/session with no cookie set no fc_session cookie`);
    const attributes = line
      .split(/;\s*/)
      .slice(1)
      .map((a) => a.toLowerCase());
    for (const wanted of ['httponly', 'samesite=lax', 'path=/'])
      check(attributes.includes(wanted), `the session cookie lacks ${wanted}: ${line}`);
    const https = baseUrl.startsWith('https:');
    check(attributes.includes('secure') === https, `the session cookie over ${https ? 'https' : 'http'}: ${line}`);
  },
);

rule('an audit event of a Type the contract does not list is 400 with Fields naming Type', async (baseUrl) => {
  const v = new Visitor(baseUrl);
  const answer = await v.call('POST', '/api/audit', { body: { Type: 'ShortlistAdd', Parameters: ['20481734'] } });
  refusedOn(answer, 400, ['Type'], 'recording an event of Type ShortlistAdd');
  const listed = await v.call('POST', '/api/audit', { body: { Type: 'PageView', Parameters: ['/'] } });
  check(listed.status === 204, `recording a PageView: expected 204, got ${shown(listed)}`);
});

rule(
  'the {trackingId} of a vehicle link is never checked: a VehicleView with a listed, an unlisted or no trackingId is 204',
  async (baseUrl) => {
    const v = new Visitor(baseUrl);
    for (const [position, trackingId] of [
      ['3', 'search'],
      ['1', 'a-list-the-contract-does-not-name'],
      ['', ''],
    ] as const) {
      const answer = await v.call('POST', '/api/audit', {
        body: { Type: 'VehicleView', Parameters: ['20481734', position, trackingId] },
      });
      check(
        answer.status === 204,
        `recording a VehicleView with i "${position}" and trackingId "${trackingId}": expected 204, got ${shown(answer)}`,
      );
    }
  },
);
