/**
 * Setup file of the contract projects: before each test file, restores the server's seeded state
 * (`resetUrl`, the reference server's `POST /__test/reset`), so no file meets what another left: a
 * registered person, an edited saved search, a full shortlist. Nothing to do for Prism (it keeps no
 * state) or a server with no reset route.
 */
import { beforeAll, inject } from 'vitest';

beforeAll(async () => {
  const resetUrl = inject('resetUrl');
  if (!resetUrl) return;
  const answer = await fetch(resetUrl, { method: 'POST' });
  if (answer.status !== 204)
    throw new Error(`POST ${resetUrl} answered ${answer.status}, not 204: the state could not be reset`);
});
