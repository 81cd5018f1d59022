/**
 * Handlers are keyed by operationId and typed by the contract's generated types: a handler gets the
 * operation's parameters and body as the contract declares them (already validated) and answers one of
 * the operation's documented statuses with that status's body.
 */
import type { Kysely } from 'kysely';
import type { operations } from '../openapi/generated/schema';
import type { Database } from './db/schema';
import type { SessionRow } from './sessions';

export type OperationId = keyof operations;
type Op<I extends OperationId> = operations[I];
type Params<I extends OperationId> = Op<I>['parameters'];

type JsonOf<T> = T extends { content: { 'application/json': infer B } } ? B : undefined;

type Query<I extends OperationId> = NonNullable<Params<I>['query']>;
type Path<I extends OperationId> = NonNullable<Params<I>['path']>;
type Body<I extends OperationId> =
  Op<I> extends { requestBody: infer R }
    ? JsonOf<R>
    : Op<I> extends { requestBody?: infer R }
      ? JsonOf<NonNullable<R>> | undefined
      : undefined;

type Responses<I extends OperationId> = Op<I>['responses'];

/** One documented answer: its status and that status's JSON body (none for 204). */
type Answer<I extends OperationId> = {
  [S in keyof Responses<I>]: {
    status: S;
    body: JsonOf<Responses<I>[S]>;
    /** Extra headers, e.g. Set-Cookie is added through `context.setCookie`. */
    headers?: Record<string, string>;
  };
}[keyof Responses<I>];

export interface Context {
  /** The database: the primary, for everything that changes people's data and what is read of it. */
  db: Kysely<Database>;
  /**
   * Where the catalogue's reads go (searches, counts, panels, vehicles, dealers, lookups): a
   * streaming-replication standby when DATABASE_READ_URL is set, which falls back to `db` when it
   * cannot answer (server/db/replica.ts). start.ts gives it to every handler; without it the
   * catalogue is read from `db` (`catalogueReads`).
   */
  readDb?: Kysely<Database>;
  /** The request's session (created on the fly for operations without the `session` scheme). */
  session: SessionRow | undefined;
  /**
   * Rotates the session: a new one for `userId` (null: anonymous) replaces the request's, and its
   * cookie is set on the answer: a browser-session cookie, or one kept `maxAgeSeconds` (RememberMe). Sign in, register and sign out call it; getSession for a new visitor.
   */
  startSession(userId: number | null, options?: { maxAgeSeconds?: number }): Promise<SessionRow>;
  /** Now, injectable for tests. */
  now(): Date;
  /** The client's address (from X-Forwarded-For when the server trusts a proxy). */
  address: string;
}

export interface Request<I extends OperationId> {
  query: Query<I>;
  path: Path<I>;
  body: Body<I>;
}

type Handler<I extends OperationId> = (request: Request<I>, context: Context) => Promise<Answer<I>>;

/** A module's handlers: any subset of the operations, each typed by its own id. */
export type Handlers = { [I in OperationId]?: Handler<I> };
