import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../api/client';
import { errorMessage } from '../api/errors';
import type {
  CompleteAccountRequest,
  FormReceipt,
  PasswordReminderRequest,
  RegisterRequest,
  SessionState,
  SignInRequest,
} from '../api/types';
import { googleRecaptcha, RecaptchaTokens, type RecaptchaLoader } from '../lib/recaptcha';
import { Request } from './request';
import type { RootStore, StoreFactory } from './RootStore';

/** What the sign-out page says when signing out failed without a message of its own. */
export const signOutFailedMessage = 'Sorry, we could not sign you out. Please try again.';

/** A form's fields without the recaptcha token, which the store adds when the session needs one. */
export type RegisterDetails = Omit<RegisterRequest, 'RecaptchaToken'>;
export type PasswordReminderDetails = Omit<PasswordReminderRequest, 'RecaptchaToken'>;

/**
 * The account calls (requirements 3.4, 6.1 to 6.3): sign in, register, complete the account, the password
 * reminder and sign out, through the one client (which sends the session's CSRF token). Every session
 * state the server answers goes to the session store, so the header, menus and shortlist follow
 * without a reload. A failed call rejects with what the client threw (the error body with its
 * FriendlyMessage and any `Fields`), for the form to show. When the session says the forms need a
 * recaptcha, register and the password reminder first get a token from the challenge, which is only
 * loaded then.
 */
export class AccountStore {
  /** Signing out, and its error in words for the person. */
  readonly signOutRequest = new Request();
  private readonly recaptcha: RecaptchaTokens;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    loadChallenge: RecaptchaLoader = googleRecaptcha,
  ) {
    this.recaptcha = new RecaptchaTokens(() => root.session.recaptcha, loadChallenge);
    makeAutoObservable<AccountStore, 'api' | 'recaptcha'>(this, { root: false, api: false, recaptcha: false });
  }

  get signOutStatus() {
    return this.signOutRequest.state;
  }

  get signOutError() {
    return this.signOutRequest.error;
  }

  async signIn(details: SignInRequest) {
    await this.sessionReady();
    const { data } = await this.api.POST('/api/account/signin', { body: details });
    this.applySession(data);
  }

  async register(details: RegisterDetails) {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('register', details);
    const { data } = await this.api.POST('/api/account/register', { body });
    this.applySession(data);
  }

  async completeAccount(details: CompleteAccountRequest) {
    await this.sessionReady();
    const { data } = await this.api.POST('/api/account/complete', { body: details });
    this.applySession(data);
  }

  /** Asks for a reset link; the answer is the same whether or not the address has an account. */
  async sendPasswordReminder(details: PasswordReminderDetails): Promise<FormReceipt | undefined> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('password_reminder', details);
    const { data } = await this.api.POST('/api/account/password-reminder', { body });
    return data;
  }

  /** Signs out (the sign-out page calls it as it opens); a second call while one runs does nothing. */
  async signOut() {
    if (this.signOutRequest.isLoading) return;
    await this.signOutRequest.run(
      async () => {
        await this.sessionReady();
        const { data } = await this.api.POST('/api/account/signout');
        this.applySession(data);
      },
      () => true,
      (error) => errorMessage(error, signOutFailedMessage),
    );
  }

  /** Calls that change data need the session's CSRF token: wait for the session if it is on its way. */
  private sessionReady() {
    return this.root.session.load();
  }

  private applySession(data: SessionState | undefined) {
    if (!data) throw new Error('The server answered without a session.');
    this.root.session.apply(data);
  }
}

/** The account store, made when an account page or form first needs it (`useStore(accountStore)`). */
export const accountStore: StoreFactory<AccountStore> = (root) => new AccountStore(root, root.api);
