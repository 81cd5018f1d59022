import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import type { SessionState, User } from '../api/types';
import { Request } from './request';
import type { RootStore } from './RootStore';

/** The recaptcha state that the server decides (requirements 3.5): whether forms need a challenge, and its key. */
export interface RecaptchaState {
  required: boolean;
  publicKey: string;
}

/**
 * The visitor's session (requirements 3.4, 6.1, 6.2): the auth flag, the signed-in user, the CSRF token the
 * API client sends as `X-CSRF-Token` on every call, and whether forms need a recaptcha challenge.
 * Loaded once when the app starts; every session state the server answers later (sign in, register,
 * complete account, sign out) is applied, so the header, menus and shortlist follow without a reload.
 */
export class SessionStore {
  session: SessionState | null = null;
  readonly request = new Request();
  private pending: Promise<void> | null = null;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
  ) {
    makeAutoObservable<SessionStore, 'api' | 'pending'>(this, { root: false, api: false, pending: false });
  }

  get status() {
    return this.request.state;
  }

  /** The auth flag: false while signed out, and until the session has loaded. */
  get isSignedIn(): boolean {
    return this.session?.IsAuthenticated === true;
  }

  get user(): User | null {
    return this.session?.User ?? null;
  }

  get csrfToken(): string | null {
    return this.session?.CsrfToken ?? null;
  }

  get recaptcha(): RecaptchaState {
    return {
      required: this.session?.Recaptcha.Required ?? false,
      publicKey: this.session?.Recaptcha.PublicKey ?? '',
    };
  }

  /**
   * Loads the session once a visit: again only after a failure, never while loading. A call while it
   * loads gets the same promise, so a form can wait for the CSRF token before it sends anything.
   */
  load(): Promise<void> {
    if (this.request.isLoaded) return Promise.resolve();
    this.pending ??= this.fetchSession().finally(() => (this.pending = null));
    return this.pending;
  }

  /**
   * A fresh CSRF token after a call was refused 403 (the API client then sends that call once more):
   * the session is asked again, once however many calls wait for it. Null when it could not be had.
   */
  async refreshCsrfToken(): Promise<string | null> {
    this.pending ??= this.fetchSession().finally(() => (this.pending = null));
    await this.pending;
    return this.request.isLoaded ? this.csrfToken : null;
  }

  private async fetchSession() {
    await this.request.run(
      () => this.api.GET('/api/account/session'),
      ({ data }) => {
        if (!data) return false;
        this.apply(data);
        return true;
      },
    );
  }

  /**
   * Takes a session state the server answered (from the session call, sign in, register, complete
   * account or sign out). Signing in hands over to the stores that keep something for the account
   * (the shortlist kept in a cookie while signed out is merged into it).
   */
  apply(session: SessionState) {
    const wasSignedIn = this.isSignedIn;
    this.session = session;
    this.request.known(true);
    if (session.IsAuthenticated !== wasSignedIn) this.root.sessionChanged(session.IsAuthenticated);
  }
}
