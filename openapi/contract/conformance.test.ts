/**
 * The conformance suite against the server under test (Prism, the reference server, or `--base-url`):
 * one `describe` per operation, one test per documented example and per negative case. The session
 * follows every rotation (new cookie, new CSRF token). Against a server that keeps state, the cases
 * that could collide with another file or an earlier run use what this file made itself: the
 * registration example registers a person of its own, and the saved-search edit and delete act on a
 * saved search this file saved.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildRequest, casesFor, establishSession, runCase, type Case, type Session } from './conformance';
import { operations, type Json, type JsonObject, type Operation } from './contract';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');
// Registering signs in as the new person and signing out ends the session: on a real server the
// other operations use the signed-in session first, so these two go last, in that order.
const last = ['register', 'signOut'];
const rank = (op: Operation) => last.indexOf(op.operationId);
const all = operations().sort((a, b) => rank(a) - rank(b));
const session: Session = {};
const exampleSavedSearchId = '6f1c2b7e-3d4a-4f0b-9c1e-2a7d5e8b9c01';
let savedSearchId = '';

beforeAll(async () => {
  Object.assign(
    session,
    await establishSession(
      baseUrl,
      all.find((op) => op.operationId === 'signIn'),
    ),
  );
  // A saved search of this file's own, for the edit and delete cases.
  const save = all.find((op) => op.operationId === 'saveSearch');
  const example = save && casesFor(save)[0];
  if (!save || !example) return;
  // When this fails the edit and delete cases use the example's id, and say what went wrong themselves.
  try {
    const answer = await fetch(buildRequest(baseUrl, save, example, session));
    if (answer.status === 201) savedSearchId = ((await answer.json()) as { Id?: string }).Id ?? '';
  } catch {
    savedSearchId = '';
  }
});

/** The case as sent to this target: its own person and its own saved search where state is kept. */
function forTarget(op: Operation, c: Case): Case {
  if (op.operationId === 'register' && c.expect === 'success' && !isPrism) {
    const body = c.body as JsonObject;
    const email = `${String(body.Email).split('@')[0]}.${randomUUID().slice(0, 8)}@example.co.uk`;
    return { ...c, body: { ...body, Email: email } as Json };
  }
  // Only the example's own id is replaced: a negative case's malformed id stays as it is.
  if (c.params.savedSearchId === exampleSavedSearchId && savedSearchId)
    return { ...c, params: { ...c.params, savedSearchId } };
  return c;
}

for (const op of all) {
  describe(`${op.operationId} ${op.method} ${op.path}`, () => {
    for (const c of casesFor(op)) {
      it(c.name, async () => {
        const outcome = await runCase(baseUrl, op, forTarget(op, c), session, isPrism);
        expect(outcome.problems, `${op.operationId}: ${c.name}`).toEqual([]);
      });
    }
  });
}
