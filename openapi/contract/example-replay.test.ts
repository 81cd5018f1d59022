/**
 * The behavioural cases fail against a server that replays the contract's examples instead of
 * behaving: Prism is exactly such a server (its answers are valid in shape, so every shape case passes
 * against it). Runs only when the suite's target is Prism.
 */
import { describe, expect, inject, it } from 'vitest';
import { properties, PropertyFailure } from './behaviour';

const baseUrl = inject('baseUrl');

describe.runIf(inject('isPrism'))('the behavioural cases against an example-replay server (Prism)', () => {
  const failures = new Map<string, string>();

  it('fail, each saying what was asked and what came back', async () => {
    for (const p of properties) {
      try {
        await p.run(baseUrl);
      } catch (error) {
        failures.set(`${p.area}: ${p.name}`, (error as Error).message);
        // A case must fail by its property, not by a fault of its own (a TypeError, a bad request).
        expect(error, `${p.name}: ${(error as Error).message}`).toBeInstanceOf(PropertyFailure);
      }
    }
    const held = properties.map((p) => `${p.area}: ${p.name}`).filter((name) => !failures.has(name));
    console.log(
      [...failures].map(([name, message]) => `✘ ${name}\n    ${message}`).join('\n'),
      `\nAgainst Prism ${failures.size} of ${properties.length} behavioural cases fail; these hold even for a replay: ${held.join('; ') || 'none'}`,
    );
    // Only a property that a constant answer satisfies may hold: counts that never change never grow.
    expect(held.filter((name) => !name.endsWith('a narrower criterion never counts more'))).toEqual([]);
  }, 300_000);

  it.each([
    [
      'Searching cars: with a make chosen, every result is of that make, and with a model, of that model',
      /^with Make=[a-z0-9-]+, result \d+ is a /,
    ],
    [
      "Searching cars: the count equals the results' TotalRecords, with and without criteria",
      /count \d+, results TotalRecords \d+/,
    ],
    ['Searching vans: pages do not overlap', /pages 1 and 2 of all vans both hold \d+/],
    [
      'Vehicles, dealers and reviews by id: an unknown vehicle, dealer, review or saved search is 404',
      /GET \/api\/vehicles\/2147483646: expected 404, got 200/,
    ],
    ['Accounts and sessions: a wrong password is 401', /signing in with a wrong password: expected 401, got 200/],
    [
      'Accounts and sessions: a missing or wrong X-CSRF-Token is 403',
      /a shortlisting refused for its CSRF token still added \d+|with no CSRF token: expected 403, got 401/,
    ],
    [
      'Shortlist and saved searches: a shortlist holds 25 vehicles',
      /shortlisting vehicle number 26 \(\d+\): expected 409, got 200|only \d+ distinct cars on the first two pages/,
    ],
    [
      "Shortlist and saved searches: a card's Position is its place in the list answered",
      /^shortlisted \d+, \d+, \d+ in turn; the shortlist's cards are .* at \d+/,
    ],
    [
      'Accounts and sessions: only a RememberMe sign-in sets a cookie that outlives the browser',
      /^signing in with RememberMe true: the cookie's lifetime is none, not max-age=2592000$/,
    ],
    [
      "Searching vans: MaxAge counts a vehicle's age from the current year in UTC",
      /^in \d{4} \(UTC\) MaxAge=\d+ counts \d+; MinYear=\d+ counts \d+ and MinYear=\d+ \d+$/,
    ],
    ['Accounts and sessions: signing in rotates the session', /^signing in set no new fc_session cookie/],
    ['Searching cars: with a postcode and a Distance', /counts \d+, as many as \d+ nationally|are all within/],
    [
      'Searching cars: SortOrder price-asc',
      /^SortOrder=price-asc .*: \d+ \(price \d+\) comes before \d+ \(price \d+\)$/,
    ],
  ])('%s fails, as it must', (prefix, message) => {
    const found = [...failures].find(([name]) => name.startsWith(prefix));
    expect(found, `${prefix} passed against Prism`).toBeDefined();
    expect(found?.[1]).toMatch(message);
  });
});
