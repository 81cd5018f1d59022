import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { savedSearchesFullMessage, savedSearchLimit } from '@domain/savedSearches';
import type { ApiClient } from '../api/client';
import { errorMessage, isApiError } from '../api/errors';
import type { SavedSearch, SearchCriteria, VehicleType } from '../api/types';
import { Request } from './request';
import type { RootStore, StoreFactory } from './RootStore';

/** What a person chooses when saving or editing a saved search. */
export interface SavedSearchChoice {
  Name: string;
  EmailAlerts: boolean;
}

/** What a save, edit or delete came to: the saved search as the server keeps it now, or why not. */
export type SavedSearchOutcome =
  | { ok: true; search: SavedSearch }
  | {
      ok: false;
      /** What to tell the person: the server's FriendlyMessage, or the client's failure message. */
      message: string;
      /** The error as the client threw it (a JSON error body or an Error), for a form's field errors. */
      error: unknown;
    };

/**
 * The signed-in person's saved searches (account home, save-search-form, my-saved-search-edit):
 * listed newest first, at most 20. Nothing changes here until the server has said yes, so a failed
 * call loses nothing and needs no rollback: a save or edit that fails leaves the list as it was and
 * returns the message for the form to show (the form keeps what was typed); a delete that fails keeps
 * the search in the list (it is marked as being deleted meanwhile, `isDeleting`) and returns the
 * message. Deleting is not optimistic on purpose: the person confirmed it in a dialog that stays open
 * until the answer, and a search that vanished and came back would be harder to follow than a short
 * wait. Signing in or out forgets the list (it belongs to the account).
 *
 * An on-demand store: `root.use(savedSearchStore)`, imported only by the account pages and overlays.
 */
export class SavedSearchStore {
  /** Newest first. */
  searches: SavedSearch[] = [];
  readonly request = new Request();
  /** The ids of the searches whose delete is on its way. */
  deleting = new Set<string>();
  /**
   * Set when a call was refused because the session is no longer signed in (401, e.g. it expired):
   * the server's message. The form asks the person to sign in and keeps what they typed; signing in
   * (`signedInAgain`) brings it back as it was.
   */
  signInNeeded: string | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SavedSearchStore, 'api'>(this, { root: false, api: false });
    // The list is the account's: another person signing in (or signing out) must not see it.
    reaction(
      () => this.root.session.user?.Email ?? null,
      () => this.forget(),
    );
  }

  get status() {
    return this.request.state;
  }

  /** Whether the list (as loaded) holds the most a person can keep. */
  get isFull(): boolean {
    return this.status === 'loaded' && this.searches.length >= savedSearchLimit;
  }

  find(id: string): SavedSearch | undefined {
    return this.searches.find((search) => search.Id === id);
  }

  isDeleting(id: string): boolean {
    return this.deleting.has(id);
  }

  /** Loads the list once (again after a failure or a change of account), never while loading. */
  async load() {
    if (this.request.isUnderWay) return;
    await this.request.run(
      () => this.api.GET('/api/account/saved-searches'),
      ({ data }) => {
        this.searches = data?.SavedSearches ?? [];
      },
    );
  }

  /**
   * Saves search criteria under a name (the save-search-form). With 20 already listed the server is
   * not asked; a 409 from it (20 saved elsewhere) gives the server's message.
   */
  async save(
    vehicleType: VehicleType,
    criteria: SearchCriteria,
    choice: SavedSearchChoice,
  ): Promise<SavedSearchOutcome> {
    if (this.isFull) return { ok: false, message: savedSearchesFullMessage, error: null };
    try {
      const { data } = await this.api.POST('/api/account/saved-searches', {
        body: { Name: choice.Name, EmailAlerts: choice.EmailAlerts, VehicleType: vehicleType, Criteria: criteria },
      });
      if (!data) return this.failed(null, 'save the search');
      runInAction(() => {
        if (this.status === 'loaded') this.searches = [data, ...this.searches.filter((s) => s.Id !== data.Id)];
      });
      return { ok: true, search: data };
    } catch (error) {
      return this.failed(error, 'save the search');
    }
  }

  /** Renames a saved search or switches its email alerts (my-saved-search-edit). */
  async edit(id: string, choice: SavedSearchChoice): Promise<SavedSearchOutcome> {
    try {
      const { data } = await this.api.PUT('/api/account/saved-searches/{savedSearchId}', {
        params: { path: { savedSearchId: id } },
        body: { Name: choice.Name, EmailAlerts: choice.EmailAlerts },
      });
      if (!data) return this.failed(null, 'update the saved search');
      runInAction(() => (this.searches = this.searches.map((search) => (search.Id === id ? data : search))));
      return { ok: true, search: data };
    } catch (error) {
      return this.failed(error, 'update the saved search');
    }
  }

  /**
   * Deletes a saved search: it leaves the list when the server has deleted it (or says it no longer
   * exists, 404); on any other failure it stays, and the message says why.
   */
  async remove(id: string): Promise<SavedSearchOutcome> {
    const search = this.find(id);
    if (!search) return { ok: false, message: 'Sorry, we could not find that saved search.', error: null };
    this.deleting.add(id);
    try {
      await this.api.DELETE('/api/account/saved-searches/{savedSearchId}', {
        params: { path: { savedSearchId: id } },
      });
      this.drop(id);
      return { ok: true, search };
    } catch (error) {
      if (isApiError(error) && error.Code === 404) {
        this.drop(id);
        return { ok: true, search };
      }
      runInAction(() => this.deleting.delete(id));
      return this.failed(error, 'delete the saved search');
    }
  }

  /** Forgets the list (another account, or none): the next `load` asks again. */
  forget() {
    this.searches = [];
    this.request.reset();
    this.deleting.clear();
    this.signInNeeded = null;
  }

  /** The person signed in again after a 401: the form they were filling in is back. */
  signedInAgain() {
    this.signInNeeded = null;
  }

  private drop(id: string) {
    this.searches = this.searches.filter((search) => search.Id !== id);
    this.deleting.delete(id);
  }

  private failed(error: unknown, action: string): SavedSearchOutcome {
    if (isApiError(error) && error.Code === 401) runInAction(() => (this.signInNeeded = error.FriendlyMessage));
    return {
      ok: false,
      message: errorMessage(error, `Sorry, we could not ${action}. Please try again.`),
      error,
    };
  }
}

/** The on-demand factory: `useStore(savedSearchStore)` or `root.use(savedSearchStore)`. */
export const savedSearchStore: StoreFactory<SavedSearchStore> = (root) => new SavedSearchStore(root, root.api);
