/**
 * Reads from a replica (DATABASE_READ_URL): a handle for the catalogue's reads (searches, counts,
 * panels, vehicles, dealers, lookups) on a streaming-replication standby, while everything that
 * changes people's data, and what is read of it, stays on the primary (`db`).
 *
 * A standby that cannot be reached (stopped, restarting, refusing connections) never fails a read:
 * the read runs on the primary instead, and the standby is left alone for STANDBY_REST_MS, its
 * reads going straight to the primary, before it is tried again. A read the standby cancels because
 * it conflicts with the WAL it replays (SQLSTATE 40001) runs on the primary too.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  sql,
} from 'kysely';
import type { Context } from '../types';
import { isDatabaseUnreachable } from './gate';
import type { Database } from './schema';

/** How long a standby that could not be reached is left alone, its reads going to the primary. */
export const STANDBY_REST_MS = 5_000;

/** Where a handler reads the catalogue: the standby's handle when there is one, else the primary. */
export const catalogueReads = (context: Context): Kysely<Database> => context.readDb ?? context.db;

/** A read the standby cancelled: it conflicted with the changes it replays (the primary has none such). */
const isRecoveryConflict = (error: unknown) => (error as { code?: unknown } | null)?.code === '40001';

/** What the standby's connections report to: whether it is resting, and the primary to read from. */
class Standby {
  private restingUntil = 0;
  /** How many reads went to the primary because the standby could not answer them. */
  fallbacks = 0;

  constructor(
    readonly primary: Kysely<Database>,
    private readonly restMs: number,
  ) {}

  get resting(): boolean {
    return Date.now() < this.restingUntil;
  }

  unreachable(): void {
    this.restingUntil = Date.now() + this.restMs;
  }

  onPrimary<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.fallbacks++;
    return this.primary.executeQuery<R>(query);
  }
}

/** A connection of the standby's: a read it cannot answer is sent to the primary. */
class StandbyConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly standby: Standby,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      if (isDatabaseUnreachable(error)) this.standby.unreachable();
      else if (!isRecoveryConflict(error)) throw error;
      return this.standby.onPrimary<R>(query);
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

/** Stands in for a standby connection while the standby rests: each read runs on the primary. */
class PrimaryConnection implements DatabaseConnection {
  constructor(private readonly standby: Standby) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.standby.onPrimary<R>(query);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The read handle does not stream while the standby rests');
  }
}

const notForWrites = () => new Error('The read handle runs no transactions: writes and what follows them use db');

class FallbackDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly standby: Standby,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.standby.resting) return new PrimaryConnection(this.standby);
    try {
      return new StandbyConnection(await this.inner.acquireConnection(), this.standby);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      this.standby.unreachable();
      return new PrimaryConnection(this.standby);
    }
  }

  async releaseConnection(connection: DatabaseConnection) {
    if (connection instanceof StandbyConnection) await this.inner.releaseConnection(connection.inner);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(notForWrites());
  }

  commitTransaction(): Promise<void> {
    return Promise.reject(notForWrites());
  }

  rollbackTransaction(): Promise<void> {
    return Promise.reject(notForWrites());
  }

  destroy() {
    return this.inner.destroy();
  }
}

function withFallback(dialect: Dialect, standby: Standby): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new FallbackDriver(dialect.createDriver(), standby),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

export interface ReadsOptions {
  /** The standby's dialect (server/db/connect.ts: its own pool and bounded wait). */
  dialect: Dialect;
  primary: Kysely<Database>;
  restMs?: number;
}

const standbys = new WeakMap<Kysely<Database>, Standby>();

/** The read handle on a standby, falling back to `primary` (see above). */
export function readsWithFallback({ dialect, primary, restMs = STANDBY_REST_MS }: ReadsOptions): Kysely<Database> {
  const standby = new Standby(primary, restMs);
  const reads = new Kysely<Database>({ dialect: withFallback(dialect, standby) });
  standbys.set(reads, standby);
  return reads;
}

/** How many reads of a read handle went to the primary (for tests and logs); 0 for any other handle. */
export const fallbacksOf = (reads: Kysely<Database>): number => standbys.get(reads)?.fallbacks ?? 0;

/**
 * Waits until the standby has replayed what the primary holds now (the seed just written), so the
 * caches the first reads fill (server/search/catalogue.ts) never keep a catalogue half replicated.
 * Gives up after `timeoutMs`, or at once when the standby cannot be reached, and says which.
 */
export async function standbyCaughtUp(
  primary: Kysely<Database>,
  reads: Kysely<Database>,
  timeoutMs = 60_000,
): Promise<'caught up' | 'unreachable' | 'behind'> {
  const { rows } = await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(primary);
  const lsn = rows[0]?.lsn;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const before = fallbacksOf(reads);
    const { rows: replayed } = await sql<{ done: boolean }>`
      select coalesce(pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn, true) as done`.execute(reads);
    // Answered by the primary: the standby could not be reached.
    if (fallbacksOf(reads) > before || standbys.get(reads)?.resting) return 'unreachable';
    if (replayed[0]?.done) return 'caught up';
    if (Date.now() > deadline) return 'behind';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
