/**
 * The conformance suite against the server under test (Prism by default, or `--base-url`): one
 * `describe` per operation, one test per documented example and per negative case.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { casesFor, establishSession, runCase, type Session } from './conformance';
import { operations } from './contract';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');
// Signing out ends the session the other operations use, so on a real server it goes last.
const all = operations().sort((a, b) => Number(a.operationId === 'signOut') - Number(b.operationId === 'signOut'));
let session: Session = {};

beforeAll(async () => {
  session = await establishSession(
    baseUrl,
    all.find((op) => op.operationId === 'signIn'),
  );
});

for (const op of all) {
  describe(`${op.operationId} ${op.method} ${op.path}`, () => {
    for (const c of casesFor(op)) {
      it(c.name, async () => {
        const outcome = await runCase(baseUrl, op, c, session, isPrism);
        expect(outcome.problems, `${op.operationId}: ${c.name}`).toEqual([]);
      });
    }
  });
}
