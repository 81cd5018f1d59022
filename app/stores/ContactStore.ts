import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { ApiClient } from '../api/client';
import type {
  ConsumerContactRequest,
  ContactDealerRequest,
  DealerContactRequest,
  FinanceEnquiryRequest,
  FormReceipt,
  ReportAdvertRequest,
  TradeVehicleRequest,
} from '../api/types';
import { googleRecaptcha, RecaptchaTokens, type RecaptchaLoader } from '../lib/recaptcha';
import type { RootStore, StoreFactory } from './RootStore';

type WithoutToken<T> = T extends unknown ? Omit<T, 'RecaptchaToken'> : never;

/** The forms' bodies without the recaptcha token, which the store adds when the session needs one. */
export type ContactDealerDetails = WithoutToken<ContactDealerRequest>;
export type ReportAdvertDetails = WithoutToken<ReportAdvertRequest>;
export type TradeVehicleDetails = WithoutToken<TradeVehicleRequest>;
export type FinanceEnquiryDetails = WithoutToken<FinanceEnquiryRequest>;
export type ConsumerContactDetails = WithoutToken<ConsumerContactRequest>;
export type DealerContactDetails = WithoutToken<DealerContactRequest>;

/**
 * Who the person said they are in the last form they sent (userDetails, requirements 3.6), to
 * fill in the next one; for a signed-in person with no form sent yet, the account's
 * name and email.
 */
export interface ContactDetails {
  Name: string;
  Email: string;
  MobileNumber: string;
  PhoneNumber: string;
  PostCode: string;
}

const noDetails: ContactDetails = { Name: '', Email: '', MobileNumber: '', PhoneNumber: '', PostCode: '' };

/**
 * Sends the forms that reach a dealer or the Forecourt team about an advert (the overlays of
 * requirements 2.13: forms/contact-dealer in its item, sms and plain variants, forms/report-ad,
 * forms/trade-a-vehicle and forms/merchandising-finance-enquiry, and the contact page's
 * forms/contact-page-consumer and forms/contact-page-dealer to the Forecourt team) through the one
 * client, with the session's CSRF token and, when the session requires it, a recaptcha token. A
 * failed call rejects with what the client threw (the error body with its FriendlyMessage and any
 * `Fields`) for the form to show. An enquiry about a vehicle that went through marks it enquired.
 * The forms' drafts live here, not in the overlays, so nothing typed is lost when an overlay closes
 * or a call fails: reopening a form gives its draft back.
 */
export class ContactStore {
  /** The details of the last form sent in this visit (requirements 3.6). */
  userDetails: ContactDetails | null = null;
  private readonly drafts = new Map<string, unknown>();
  /** Grows when a draft goes, so a form shown on a page (not in an overlay) re-renders with a fresh one. */
  private discarded = 0;
  private readonly recaptcha: RecaptchaTokens;

  constructor(
    readonly root: RootStore,
    private readonly api: ApiClient,
    loadChallenge: RecaptchaLoader = googleRecaptcha,
  ) {
    this.recaptcha = new RecaptchaTokens(() => root.session.recaptcha, loadChallenge);
    makeAutoObservable<ContactStore, 'api' | 'drafts' | 'recaptcha' | 'discarded'>(this, {
      root: false,
      api: false,
      drafts: false,
      recaptcha: false,
      discarded: observable,
    });
  }

  /** What a new form starts with: the last form's details, else the signed-in person's name and email. */
  get knownDetails(): ContactDetails {
    if (this.userDetails) return this.userDetails;
    const user = this.root.session.user;
    if (!user) return noDetails;
    return { ...noDetails, Name: `${user.FirstName} ${user.LastName}`.trim(), Email: user.Email };
  }

  /** The draft of the form named `key` (e.g. 'report-ad:20481734'), made by `make` the first time. */
  draft<T>(key: string, make: () => T): T {
    void this.discarded;
    if (!this.drafts.has(key)) this.drafts.set(key, make());
    return this.drafts.get(key) as T;
  }

  /** A form was sent: its next opening starts afresh (from the details just given). */
  discardDraft(key: string) {
    this.drafts.delete(key);
    this.discarded += 1;
  }

  /** forms/contact-dealer: an item enquiry marks its vehicle enquired. */
  async contactDealer(details: ContactDealerDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('contact_dealer', details);
    const { data } = await this.api.POST('/api/forms/contact-dealer', { body });
    runInAction(() => {
      if (details.Variant === 'item') this.root.enquired.add(details.VehicleId);
      this.remember(details);
    });
    return receipt(data);
  }

  /** forms/report-ad. */
  async reportAdvert(details: ReportAdvertDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('report_ad', details);
    const { data } = await this.api.POST('/api/forms/report-ad', { body });
    return receipt(data);
  }

  /** forms/trade-a-vehicle: a part exchange offered against one of the dealer's vehicles marks it enquired. */
  async requestPartExchange(details: TradeVehicleDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('trade_a_vehicle', details);
    const { data } = await this.api.POST('/api/forms/trade-a-vehicle', { body });
    runInAction(() => {
      if (details.VehicleId !== undefined) this.root.enquired.add(details.VehicleId);
      this.remember(details);
    });
    return receipt(data);
  }

  /** forms/merchandising-finance-enquiry: marks the vehicle enquired. */
  async sendFinanceEnquiry(details: FinanceEnquiryDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('finance_enquiry', details);
    const { data } = await this.api.POST('/api/forms/finance-enquiry', { body });
    runInAction(() => {
      this.root.enquired.add(details.VehicleId);
      this.remember(details);
    });
    return receipt(data);
  }

  /** forms/contact-page-consumer: a message to the Forecourt team from someone buying or selling. */
  async sendConsumerContactMessage(details: ConsumerContactDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('contact_page_consumer', details);
    const { data } = await this.api.POST('/api/forms/contact-page/consumer', { body });
    runInAction(() => this.remember(details));
    return receipt(data);
  }

  /** forms/contact-page-dealer: a dealer writes to the Forecourt team (their postcode is the dealership's, not kept). */
  async sendDealerContactMessage(details: DealerContactDetails): Promise<FormReceipt> {
    await this.sessionReady();
    const body = await this.recaptcha.withToken('contact_page_dealer', details);
    const { data } = await this.api.POST('/api/forms/contact-page/dealer', { body });
    runInAction(() => this.remember({ Name: details.Name, Email: details.Email, PhoneNumber: details.PhoneNumber }));
    return receipt(data);
  }

  /** Keeps who the person said they are, for the next form. */
  private remember(details: Partial<Record<keyof ContactDetails, string>>) {
    const known = this.knownDetails;
    this.userDetails = {
      Name: details.Name ?? known.Name,
      Email: details.Email ?? known.Email,
      MobileNumber: details.MobileNumber ?? known.MobileNumber,
      PhoneNumber: details.PhoneNumber ?? known.PhoneNumber,
      PostCode: details.PostCode ?? known.PostCode,
    };
  }

  /** Calls that change data need the session's CSRF token: wait for the session if it is on its way. */
  private sessionReady() {
    return this.root.session.load();
  }
}

function receipt(data: FormReceipt | undefined): FormReceipt {
  if (!data) throw new Error('The server answered without a reference.');
  return data;
}

/** The contact store, made when a contact form first opens (`useStore(contactStore)`). */
export const contactStore: StoreFactory<ContactStore> = (root) => new ContactStore(root, root.api);
