/**
 * The environment of a reference server that a test suite starts (the conformance suite, the e2e
 * run, the kill test): the runner's own, with every variable that could point the server at a
 * database emptied, so an exported DATABASE_URL (or PGHOST and the other PostgreSQL variables, or REDIS_URL) never
 * moves a suite onto that database, where the seed would write the catalogue again. The server then
 * runs on PGlite in the folder it is given. A database meant for the suites is named by
 * TEST_DATABASE_URL, which a suite passes on as the server's DATABASE_URL when it accepts one.
 *
 * The variables are emptied rather than left out, so the result can also be laid over the runner's
 * environment (Playwright's webServer does that); the server reads an empty DATABASE_URL as none.
 */
import { createServer } from 'node:net';

/**
 * Whether a variable can name a database: DATABASE_URL and its kin, PostgreSQL's PG* variables, and
 * REDIS_URL (the rate limit's counts).
 */
const namesADatabase = (name: string): boolean => /DATABASE|^PG[A-Z]|^POSTGRES|^REDIS_URL$/i.test(name);

export function testServerEnv(
  own: Record<string, string>,
  { acceptsTestDatabase = false }: { acceptsTestDatabase?: boolean } = {},
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (value !== undefined) result[name] = namesADatabase(name) ? '' : value;
  result.DATABASE_URL = (acceptsTestDatabase && env.TEST_DATABASE_URL) || '';
  return { ...result, ...own };
}

/** A port free on 127.0.0.1 just now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
