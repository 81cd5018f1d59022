import type { ApiError } from './types';

/** The kinds of request where a later one supersedes an earlier one (spec section 4). */
export type RequestKind = 'count' | 'update' | 'search';

/** The spec's collision messages (section 8); `expected` is the latest request, `received` this one. */
export function collisionMessage(kind: RequestKind, expected: number, received: number): string {
  if (kind === 'count') return `Request collision for home_count - expected ${expected} but got ${received}`;
  return `Request collision detected for ${kind}.`;
}

/** An earlier request of a kind whose result was discarded because a later one started. */
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
