import { errorMessage } from './errors';

/**
 * What to tell a person about a failed call, in plain words (`errorMessage`): the server's
 * FriendlyMessage, else a word about the connection when the network failed (fetch rejects with a
 * TypeError), else that something went wrong. (A module of its own: the client's errors module is in
 * every first visit, this only where a store tells of failures.)
 */
export function failureText(error: unknown): string {
  return errorMessage(
    error,
    error instanceof TypeError
      ? 'Please check your internet connection and try again.'
      : 'Sorry, something went wrong. Please try again.',
  );
}
