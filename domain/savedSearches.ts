import { SavedSearchList } from '../openapi/generated/limits';

/** A person keeps at most this many saved searches: the contract's maxItems, a 21st is answered 409. */
export const savedSearchLimit = SavedSearchList.SavedSearches.maxItems;

/** The contract's 409 message for a full list, said by the server and, without asking it, by the app. */
export const savedSearchesFullMessage = `You can save up to ${savedSearchLimit} searches. Please delete one first.`;
