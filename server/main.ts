/**
 * `npm run server`: the reference server on 127.0.0.1:$PORT (default 4020). The database is PGlite
 * under $DATA_DIR (default server/.data, git-ignored), seeded on the first start (the catalogue again
 * when the seed or the contract changes; people's data is always kept), or the PostgreSQL named by $DATABASE_URL. $FORECOURT_TEST_ROUTES=1
 * adds the test-only routes (server/testRoutes.ts); $SEED_VEHICLES sets the generated stock's size (default 5,000); $FORECOURT_RATE_LIMIT sets requests per minute per client
 * (default 1200); $TRUST_PROXY=n (1 behind nginx, 2 behind a CDN and nginx) takes the client address and protocol
 * from the X-Forwarded headers the nearest n proxies wrote.
 * Logs are JSON lines on stdout at $LOG_LEVEL (default info; server/logging.ts).
 * $REDIS_URL keeps the rate limit's counts in that Redis (else in the PostgreSQL of $DATABASE_URL, or in memory on PGlite).
 */
import { fileURLToPath } from 'node:url';
import { describeStartup, proxyTrust, startServer } from './start';
import { catalogueNamed, seedVehicles } from './stock';

const started = Date.now();
const port = Number(process.env.PORT ?? 4020);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('./.data/', import.meta.url));
const databaseUrl = process.env.DATABASE_URL || undefined;
const vehicles = seedVehicles(process.env.SEED_VEHICLES);
if (typeof vehicles === 'string') {
  console.error(`Forecourt reference server did not start: ${vehicles}.`);
  process.exit(1);
}
// A streaming-replication standby of DATABASE_URL for the catalogue's reads (server/db/replica.ts).
const databaseReadUrl = process.env.DATABASE_READ_URL || undefined;

// A data folder that is not a database it can open stops start-up with one clear line and status 1.
const { app, db, startup } = await startServer({
  dataDir,
  databaseUrl,
  databaseReadUrl,
  catalogue: catalogueNamed(process.env.FORECOURT_CATALOGUE, vehicles),
  testRoutes: process.env.FORECOURT_TEST_ROUTES === '1',
  rateLimit: process.env.FORECOURT_RATE_LIMIT ? Number(process.env.FORECOURT_RATE_LIMIT) : undefined,
  trustProxy: proxyTrust(process.env.TRUST_PROXY),
  redisUrl: process.env.REDIS_URL || undefined,
  logger: true,
}).catch((error: unknown) => {
  console.error(`Forecourt reference server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
await app.listen({ port, host });

const count = async (table: 'vehicles' | 'dealers') =>
  Number((await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
console.log(
  `Forecourt reference server on http://${host}:${port}: ${await count('vehicles')} vehicles, ` +
    `${await count('dealers')} dealers, ${where}; ${describeStartup(startup)}; ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
