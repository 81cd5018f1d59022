import type { ApiError, ApiFieldError } from './types';

/** The kinds of request where a later one supersedes an earlier one (requirements 4.13). */
export type RequestKind = 'count' | 'update' | 'search';

/** The collision messages (requirements 8.6); `expected` is the latest request, `received` this one. */
function collisionMessage(kind: RequestKind, expected: number, received: number): string {
  if (kind === 'count') return `Request collision for home_count - expected ${expected} but got ${received}`;
  return `Request collision detected for ${kind}.`;
}

/** An earlier request of a kind whose result was discarded because a later one started. */
/** A failure without a JSON body, with the client's message for the console and the report (requirements 8.4). */
export class CallFailedError extends Error {}

export class RequestCollisionError extends Error {
  override readonly name = 'RequestCollisionError';

  constructor(
    readonly kind: RequestKind,
    readonly expected: number,
    readonly received: number,
  ) {
    super(collisionMessage(kind, expected, received));
  }
}

/** A JSON error body as the server sent it and the client threw it: `{Code, FriendlyMessage}`. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).Code === 'number' &&
    typeof (value as ApiError).FriendlyMessage === 'string'
  );
}

/** Error code 102: the postcode is invalid; show FriendlyMessage on the postcode field. */
export const invalidPostcodeCode = 102;

/**
 * The fields a refusal is about (the error body's optional `Fields`), in the server's order: `Field`
 * is the request body property's name, `Message` is shown on that field. Empty for any other error,
 * and entries that are not well formed are left out rather than trusted.
 */
export function fieldErrorsOf(error: unknown): ApiFieldError[] {
  if (!isApiError(error) || !Array.isArray(error.Fields)) return [];
  return error.Fields.filter(
    (entry): entry is ApiFieldError =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.Field === 'string' &&
      entry.Field !== '' &&
      typeof entry.Message === 'string' &&
      entry.Message !== '',
  );
}

/**
 * What to tell the person about a failed call: the server's FriendlyMessage, a message of the app's
 * own for a person, else `fallback`, the call's own words. The client's message for a non-JSON failure ('Failed to {action} ({status}) ...',
 * requirements 8.4) is for the console and the error report: a status code means nothing to a person,
 * and refreshing the page would lose what they typed.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.FriendlyMessage;
  // A plain Error carries a message of our own for a person (a call's own words, a refused challenge);
  // its kinds do not: the client's CallFailedError, the network's TypeError.
  const own = error as Error | null | undefined;
  return (own?.constructor === Error && own.message) || fallback;
}
