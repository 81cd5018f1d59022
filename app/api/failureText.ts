import { isApiError } from './errors';

/**
 * What to tell a person about a failed call: the server's FriendlyMessage, else the client's own
 * failure message ('Failed to {action} ({status}). Please refresh the page and try again.'), else
 * (the network failed: fetch rejects with a TypeError) a word about the connection. (A module of its
 * own: the client's errors module is in every first visit, this only where a store tells of failures.)
 */
export function failureText(error: unknown): string {
  if (isApiError(error)) return error.FriendlyMessage;
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return 'Please check your internet connection and try again.';
}
