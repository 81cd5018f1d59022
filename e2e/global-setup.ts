import { ownServer, serverUrl } from './backend';

/**
 * Before a run on the reference server (started by playwright.config.ts with its test-only routes
 * on): puts its data back to the seed, so what earlier runs saved (accounts, shortlists, saved
 * searches, enquiries, vehicles and dealers made for a journey) cannot change this one. Journeys that
 * change a person's data also work on an account of their own, as tests run side by side.
 */
export default async function globalSetup() {
  if (!ownServer) return;
  const response = await fetch(`${serverUrl}/__test/reset`, { method: 'POST' });
  if (response.status !== 204)
    throw new Error(
      `POST ${serverUrl}/__test/reset answered ${response.status}: is the server on that port the reference server started with FORECOURT_TEST_ROUTES=1?`,
    );
}
