/**
 * For the server's own tests: a throwaway in-memory server with a small catalogue, every answer
 * checked against the contract (an answer that breaks it becomes a 500 naming the problem), and a
 * helper that carries the session cookie and CSRF token like a browser does. With TEST_DATABASE_URL
 * set, the same servers run on databases of their own on that PostgreSQL (server/testDatabase.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { inject } from 'vitest';
import { operations, validate } from '../openapi/contract/contract';
import { type CatalogueSource, seedVersion } from './db/load';
import { connect } from './db/connect';
import { migrate } from './db/migrations';
import type { Database } from './db/schema';
import { prepareDatabase, startServer, type StartOptions, type Started } from './start';
import { dropDatabase, templateCopy, testDatabaseUrl } from './testDatabase';

const answers = new Map(operations().map((op) => [op.operationId, op]));

/** The problems of an answer against the contract: an undocumented status, or a body off its schema. */
export function contractProblems(operationId: string, status: number, body: unknown): string[] {
  const op = answers.get(operationId);
  if (!op) return [`unknown operation ${operationId}`];
  const response = op.responses[String(status)];
  if (!response) return [`status ${status} is not documented for ${operationId}`];
  const json = response.value.content?.['application/json'];
  if (!json) return body === undefined ? [] : [`${operationId} ${status} has no body in the contract`];
  return validate(`${response.where}/content/application~1json/schema`, body);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded databases (server/seeded.setup.ts); absent outside the server's projects. */
    seededFolder?: string;
  }
}

/** A name for a catalogue's seeded database: its seed version, its districts and its stock. */
async function catalogueKey(catalogue: CatalogueSource): Promise<string> {
  const hash = createHash('sha256').update(catalogue.version ?? seedVersion());
  hash.update(catalogue.districtsVersion ?? JSON.stringify(catalogue.districts));
  return hash
    .update(JSON.stringify(await catalogue.stock()))
    .digest('hex')
    .slice(0, 16);
}

/** A new in-memory database, filled by `fill` (migrated, seeded), and its dump. */
async function dumpOf(fill: (db: Kysely<Database>) => Promise<unknown>): Promise<Blob> {
  const pglite = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await fill(db);
    return await pglite.dumpDataDir('none');
  } finally {
    await db.destroy();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A copy of this run's database by that name: made once (`fill`), by the first file that asks, into
 * the run's folder (server/seeded.setup.ts); every later file loads its own copy, so a file's writes
 * stay its own. Two files asking at once: one makes it (holding `<name>.lock`), the other waits for
 * its dump. Without the run's folder (a project without that setup): none, and the caller starts afresh.
 */
async function runCopy(name: string, fill: (db: Kysely<Database>) => Promise<unknown>): Promise<Blob | undefined> {
  const folder = inject('seededFolder');
  if (!folder) return undefined;
  const dump = join(folder, `${name}.tar`);
  const lock = join(folder, `${name}.lock`);
  for (;;) {
    if (existsSync(dump)) return new Blob([await readFile(dump)]);
    try {
      mkdirSync(lock);
      break;
    } catch {
      await pause(200);
    }
  }
  try {
    const blob = await dumpOf(fill);
    await writeFile(`${dump}.part`, new Uint8Array(await blob.arrayBuffer()));
    await rename(`${dump}.part`, dump);
    return blob;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Starts a server on an in-memory database that begins seeded with the options' catalogue, as a first
 * start seeds it: a copy of the run's database seeded with that catalogue, else seeded here. On
 * PostgreSQL: a database copied from the run's template seeded with it, dropped when the server closes.
 */
export async function startSeeded(
  options: Omit<StartOptions, 'dataDir' | 'loadDataDir' | 'databaseUrl'>,
): Promise<Started> {
  const { catalogue } = options;
  const fill = (db: Kysely<Database>) => prepareDatabase(db, catalogue);
  const name = `seeded-${await catalogueKey(catalogue)}`;
  if (testDatabaseUrl()) {
    const databaseUrl = await templateCopy(name, fill);
    return startServer({ ...options, dataDir: 'unused', databaseUrl, afterClose: () => dropDatabase(databaseUrl) });
  }
  const loadDataDir = await runCopy(name, fill);
  return startServer({ ...options, dataDir: 'memory://', loadDataDir });
}

/**
 * An in-memory database with the schema and no data: a copy of the run's migrated one, else migrated
 * here. On PostgreSQL: a copy of the run's migrated template, dropped when the handle is destroyed.
 */
export async function migratedDatabase(): Promise<Kysely<Database>> {
  const fill = (db: Kysely<Database>) => migrate(db as Kysely<unknown>);
  if (testDatabaseUrl()) {
    const databaseUrl = await templateCopy('migrated', fill);
    const db = await connect({ dataDir: 'unused', databaseUrl });
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await destroy();
      await dropDatabase(databaseUrl);
    };
    return db;
  }
  const loadDataDir = await runCopy('migrated', fill);
  const db = await connect({ dataDir: 'memory://', loadDataDir });
  await migrate(db as Kysely<unknown>);
  return db;
}

export async function testServer(catalogue: CatalogueSource, now?: () => Date): Promise<Started> {
  const started = await startSeeded({
    catalogue,
    testRoutes: true,
    rateLimit: 100_000,
    validateResponses: contractProblems,
    now,
  });
  await started.app.ready();
  return started;
}

/** A browser-like client: keeps the session cookie it is given and sends the CSRF token. */
export class TestBrowser {
  cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async call(method: InjectOptions['method'], url: string, body?: unknown) {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        accept: 'application/json',
        ...(this.cookie ? { cookie: `fc_session=${this.cookie}` } : {}),
        ...(this.csrfToken ? { 'x-csrf-token': this.csrfToken } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const set = response.cookies.find((c) => c.name === 'fc_session');
    if (set) this.cookie = set.value || undefined;
    const json = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : undefined;
    if (json && typeof json.CsrfToken === 'string') this.csrfToken = json.CsrfToken;
    return { status: response.statusCode, headers: response.headers, body: json as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** GET /api/account/session, as the app does first. */
  async open() {
    return this.call('GET', '/api/account/session');
  }
}

/** A browser that has opened the app: it holds a session cookie and its CSRF token (fails if it could not). */
export async function openedBrowser(app: Started['app']): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  const { status } = await browser.open();
  if (status !== 200) throw new Error(`opening the app answered ${status}, not 200`);
  return browser;
}
