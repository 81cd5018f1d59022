import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import type { Valuation, ValuationRequest } from '../api/types';
import { googleRecaptcha, RecaptchaTokens, type RecaptchaLoader } from '../lib/recaptcha';
import type { RootStore, StoreFactory } from './RootStore';

/** The valuation form's body without the recaptcha token, which the store adds when the session needs one. */
export type ValuationDetails = Omit<ValuationRequest, 'RecaptchaToken'>;

/** A valuation the server gave, with what was asked for it. */
export interface ValuationAnswer {
  valuation: Valuation;
  details: ValuationDetails;
}

/** The contract's error code for 'not found': for a valuation, a registration nobody knows. */
const notFoundCode = 404;

/**
 * The free car valuation (/sell-my-car/car-valuation/): sends the registration, mileage, postcode and
 * an optional email to `POST /api/forms/valuation` through the one client, with the session's CSRF
 * token and, when the session requires it, a recaptcha token. A registration the server cannot look up
 * (404) leads on to the car's details (requirements 9.13): `unknownRegistration` names it, and the next
 * send carries the details the person gives. The form's draft lives here, so leaving the page or a
 * failed call loses nothing typed; the last valuation is kept for the visit.
 */
export class ValuationStore {
  /** The valuation answered last in this visit. */
  latest: ValuationAnswer | null = null;
  /** The registration the server could not look up, once it said so: the car's details are then asked for. */
  unknownRegistration: string | null = null;
  private form: unknown = null;
  private readonly recaptcha: RecaptchaTokens;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    loadChallenge: RecaptchaLoader = googleRecaptcha,
  ) {
    this.recaptcha = new RecaptchaTokens(() => root.session.recaptcha, loadChallenge);
    makeAutoObservable<ValuationStore, 'api' | 'form' | 'recaptcha'>(this, {
      root: false,
      api: false,
      form: false,
      recaptcha: false,
    });
  }

  /** The valuation form's draft, made by `make` the first time. */
  draft<T>(make: () => T): T {
    this.form ??= make();
    return this.form as T;
  }

  /** Whether the car's details are asked for (its registration could not be looked up). */
  get asksDetails(): boolean {
    return this.unknownRegistration !== null;
  }

  /**
   * Values the vehicle; answers null when the registration could not be looked up and no details were
   * sent, so they are asked for. Rejects with what the client threw for the form to show; a 404 even
   * with the details names the registration field (`Fields`), so the message sits on the field and in
   * the error summary.
   */
  async value(details: ValuationDetails): Promise<Valuation | null> {
    await this.root.session.load();
    const body = await this.recaptcha.withToken('valuation', details);
    let valuation: Valuation | undefined;
    try {
      ({ data: valuation } = await this.api.POST('/api/forms/valuation', { body }));
    } catch (error) {
      if (isApiError(error) && error.Code === notFoundCode && !error.Fields?.length) {
        if (!details.Vehicle) {
          runInAction(() => {
            this.unknownRegistration = details.Registration;
          });
          return null;
        }
        throw { ...error, Fields: [{ Field: 'Registration', Message: error.FriendlyMessage }] };
      }
      throw error;
    }
    if (!valuation) throw new Error('The server answered without a valuation.');
    const answered = valuation;
    runInAction(() => {
      this.latest = { valuation: answered, details };
    });
    return answered;
  }
}

/** The valuation store, made when the valuation page first shows (`useStore(valuationStore)`). */
export const valuationStore: StoreFactory<ValuationStore> = (root) => new ValuationStore(root, root.api);
