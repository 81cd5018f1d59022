/**
 * A bounded wait for the database (requirements 10.9). PGlite has one connection and PostgreSQL a
 * pool of a few: each query takes one through this gate, first come first served. A query that
 * would join a full queue, or waits longer than the limit, is refused at once with DatabaseBusy,
 * so a burst of slow requests cannot stall the others behind an ever longer queue. A read that
 * runs past the statement limit is refused too: PostgreSQL cancels it itself (statement_timeout,
 * SQLSTATE 57014), while PGlite, which cannot interrupt a statement, refuses its answer once it
 * has run. The server answers both with 503 and Retry-After.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

export interface DatabaseLimits {
  /** Queries that may use the database at once: by default 1 for PGlite, the pool's size for PostgreSQL. */
  concurrency?: number;
  /** Queries that may wait for a connection; one more is refused. */
  maxWaiting: number;
  /** How long a query may wait for a connection, in milliseconds. */
  maxWaitMs: number;
  /** How long a statement may run, in milliseconds; none while undefined (the seed's writes). */
  statementTimeoutMs?: number;
}

export const DEFAULT_LIMITS = { maxWaiting: 64, maxWaitMs: 10_000, statementTimeoutMs: 15_000 } as const;

/** The database could not answer in time: the server answers 503 with Retry-After. */
export class DatabaseBusy extends Error {
  constructor(
    readonly reason: 'queue full' | 'waited too long' | 'statement timeout',
    readonly retryAfterSeconds = 2,
  ) {
    super(`The database is busy: ${reason}`);
    this.name = 'DatabaseBusy';
  }
}

/** Whether an error means the database could not answer in time (ours, or PostgreSQL's cancel). */
export function isDatabaseBusy(error: unknown): boolean {
  return error instanceof DatabaseBusy || (error as { code?: unknown } | null)?.code === '57014';
}

/** How long a client is told to wait while the database cannot be reached, in seconds. */
export const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

/** Node's network errors for a database that is not there (stopped, restarting, unreachable). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's SQLSTATEs for a server shutting down or starting (57P01-57P03) and lost connections (class 08). */
const unreachableStates = /^(57P0[1-3]|08...)$/;
const unreachableMessages = [
  'PGlite is closed',
  'PGlite is closing',
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];

/**
 * Whether an error means the database cannot be reached at all: PGlite closed, PostgreSQL stopped,
 * refusing connections or cutting them. The server answers 503 with Retry-After and answers again
 * by itself once the database is back (PostgreSQL's pool opens new connections when asked).
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unreachableStates.test(code))) return true;
  if (unreachableMessages.some((message) => error.message.startsWith(message))) return true;
  return error instanceof AggregateError && error.errors.some(isDatabaseUnreachable);
}

class Gate {
  private running = 0;
  private readonly waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(
    private readonly limits: DatabaseLimits,
    private readonly connections: number,
  ) {}

  enter(): Promise<void> {
    if (this.running < (this.limits.concurrency ?? this.connections) && this.waiting.length === 0) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(new DatabaseBusy('queue full'));
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          this.running++;
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new DatabaseBusy('waited too long'));
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(entry);
    });
  }

  leave(): void {
    this.running--;
    const next = this.waiting.shift();
    next?.start();
  }
}

const isRead = (query: CompiledQuery) => /^\s*(select|with)\b/i.test(query.sql);

class TimedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly limits: DatabaseLimits,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const started = performance.now();
    const result = await this.inner.executeQuery<R>(query);
    const limit = this.limits.statementTimeoutMs;
    if (limit !== undefined && isRead(query) && performance.now() - started > limit)
      throw new DatabaseBusy('statement timeout');
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class GatedDriver implements Driver {
  private readonly gate: Gate;

  constructor(
    private readonly inner: Driver,
    private readonly limits: DatabaseLimits,
    connections: number,
  ) {
    this.gate = new Gate(limits, connections);
  }

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.gate.enter();
    try {
      return new TimedConnection(await this.inner.acquireConnection(), this.limits);
    } catch (error) {
      this.gate.leave();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.inner.releaseConnection((connection as TimedConnection).inner);
    } finally {
      this.gate.leave();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction((connection as TimedConnection).inner, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction((connection as TimedConnection).inner);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction((connection as TimedConnection).inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint?.((connection as TimedConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint?.((connection as TimedConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint?.((connection as TimedConnection).inner, name, compile);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The dialect with every connection taken through a bounded gate, and reads timed. The limits are
 * read as they are at each query, so the statement limit can be set once the seed is written.
 */
export function gated(dialect: Dialect, limits: DatabaseLimits, connections: number): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GatedDriver(dialect.createDriver(), limits, connections),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
