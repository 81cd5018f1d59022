/**
 * The health checks, for the platform that runs the server (the app never calls them): liveness
 * touches nothing, readiness asks the database one query and waits for it at most 2 seconds
 * (requirements 10.4).
 */
import { sql } from 'kysely';
import type { Handlers } from '../types';

/** How long readiness waits for the database, and the Retry-After of its 503. */
const readinessTimeoutMs = 2000;
const retryAfterSeconds = 5;

export const healthHandlers: Handlers = {
  async checkLiveness() {
    return { status: 200, body: { Status: 'live' } };
  },

  async checkReadiness(_request, { db }) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), readinessTimeoutMs);
    });
    try {
      await Promise.race([sql`select 1`.execute(db), timeout]);
      return { status: 200, body: { Status: 'ready' } };
    } catch {
      return {
        status: 503,
        body: { Code: 503, FriendlyMessage: 'The service is not ready. Please try again in a few seconds.' },
        headers: { 'retry-after': String(retryAfterSeconds) },
      };
    } finally {
      clearTimeout(timer);
    }
  },
};
