import { contactMessages, missingMessages as missing } from '@domain/contact';
import { unmodifiedDefaults } from '@domain/search/criteria';
import { formatPostcode } from '@domain/uk/postcode';
import { normaliseRegistration } from '@domain/uk/registration';
import { parseWholeNumber, rules, validator, wholeWithin } from '@domain/validation';
import * as limits from '../../../openapi/generated/limits';
import { FormState } from '../../forms/FormState';
import type { PartExchangeVehicle } from '../../overlays/types';
import type {
  ConsumerContactDetails,
  ContactDealerDetails,
  ContactDetails,
  DealerContactDetails,
  FinanceEnquiryDetails,
  ReportAdvertDetails,
  TradeVehicleDetails,
} from '../../stores/ContactStore';

/**
 * The contact forms' fields and rules (requirements 5.10 to 5.14, word for word), React-free. Field names are the
 * request body's property names, so a server error about a field (`Fields[].Field`) lands on it. The
 * lengths are the contract's (FullName, EmailAddress, FreeText, UkLandline, UkMobile).
 */

/** The most characters a message takes (the contract's FreeText). */
export const messageLimit = limits.FreeText.maxLength;

const name = validator(rules.name, { required: missing.name, maxLength: limits.FullName.maxLength });
const email = validator(rules.email, { required: missing.email, maxLength: limits.EmailAddress.maxLength });
const optionalEmail = validator(rules.email, { maxLength: limits.EmailAddress.maxLength });
const optionalMobile = validator(rules.mobile, { maxLength: limits.UkMobile.maxLength });
const optionalLandline = validator(rules.landline, { maxLength: limits.UkLandline.maxLength });
const optionalPostcode = validator(rules.postcode);
const requiredPostcode = validator(rules.postcode, { required: missing.postcode });
const optionalText = validator(rules.freeText, { maxLength: messageLimit });
/** A required free text, with what its missing value says. */
const requiredText = (required: string) => validator(rules.freeText, { required, maxLength: messageLimit });

const trimmed = (value: string) => {
  const text = value.trim();
  return text === '' ? undefined : text;
};
/** The optional fields a person left empty are left out of the body. */
function present<T extends Record<string, string | undefined>>(fields: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}
const postcodeOf = (value: string) => (value.trim() ? formatPostcode(value) : undefined);

/** What a vehicle enquiry is about: the advert and its dealer. */
export interface EnquiryTarget {
  vehicleId: number;
  dealerId: number;
}

// forms/contact-dealer, item: an enquiry about one vehicle.
export function contactDealerForm(known: ContactDetails) {
  return new FormState(
    {
      Name: known.Name,
      Email: known.Email,
      MobileNumber: known.MobileNumber,
      PhoneNumber: known.PhoneNumber,
      PostCode: known.PostCode,
      Message: '',
      WantsFinance: false as boolean,
      HasPartExchange: false as boolean,
    },
    {
      Name: name,
      Email: email,
      MobileNumber: optionalMobile,
      PhoneNumber: optionalLandline,
      PostCode: optionalPostcode,
      Message: requiredText(contactMessages.messageNeeded),
    },
  );
}
export type ContactDealerValues = ReturnType<typeof contactDealerForm>['values'];

export function contactDealerRequest(values: ContactDealerValues, target: EnquiryTarget): ContactDealerDetails {
  return {
    Variant: 'item',
    VehicleId: target.vehicleId,
    DealerId: target.dealerId,
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    ...present({
      MobileNumber: trimmed(values.MobileNumber),
      PhoneNumber: trimmed(values.PhoneNumber),
      PostCode: postcodeOf(values.PostCode),
    }),
    Message: values.Message.trim(),
    WantsFinance: values.WantsFinance,
    HasPartExchange: values.HasPartExchange,
  };
}

// forms/contact-dealer, sms: the vehicle's and dealer's details texted to a mobile.
export function smsDetailsForm(known: ContactDetails) {
  return new FormState(
    { MobileNumber: known.MobileNumber },
    { MobileNumber: validator(rules.mobile, { required: missing.mobile, maxLength: limits.UkMobile.maxLength }) },
  );
}
export type SmsDetailsValues = ReturnType<typeof smsDetailsForm>['values'];

export function smsDetailsRequest(values: SmsDetailsValues, target: EnquiryTarget): ContactDealerDetails {
  return {
    Variant: 'sms',
    VehicleId: target.vehicleId,
    DealerId: target.dealerId,
    MobileNumber: values.MobileNumber.trim(),
  };
}

// forms/contact-dealer, plain: a message to a dealer about no particular vehicle.
export function dealerMessageForm(known: ContactDetails) {
  return new FormState(
    { Name: known.Name, Email: known.Email, PhoneNumber: known.PhoneNumber, Message: '' },
    {
      Name: name,
      Email: email,
      PhoneNumber: optionalLandline,
      Message: requiredText(contactMessages.messageNeeded),
    },
  );
}
export type DealerMessageValues = ReturnType<typeof dealerMessageForm>['values'];

export function dealerMessageRequest(values: DealerMessageValues, dealerId: number): ContactDealerDetails {
  return {
    Variant: 'plain',
    DealerId: dealerId,
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    ...present({ PhoneNumber: trimmed(values.PhoneNumber) }),
    Message: values.Message.trim(),
  };
}

// forms/report-ad.
export const reportReasons = [
  { value: 'incorrect-details', label: 'The details or photos are wrong' },
  { value: 'already-sold', label: 'The vehicle has already been sold' },
  { value: 'suspected-fraud', label: 'I think it is a scam' },
  { value: 'offensive', label: 'It is offensive or inappropriate' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: ReportAdvertDetails['Reason']; label: string }[];

const isReportReason = (value: string): value is ReportAdvertDetails['Reason'] =>
  reportReasons.some((reason) => reason.value === value);

export function reportAdvertForm(known: ContactDetails) {
  return new FormState(
    { Reason: '', Details: '', Email: known.Email },
    {
      Reason: (value) => (isReportReason(value) ? null : contactMessages.reasonNeeded),
      Details: requiredText(contactMessages.detailsNeeded),
      Email: optionalEmail,
    },
  );
}
export type ReportAdvertValues = ReturnType<typeof reportAdvertForm>['values'];

export function reportAdvertRequest(values: ReportAdvertValues, vehicleId: number): ReportAdvertDetails {
  if (!isReportReason(values.Reason)) throw new Error(contactMessages.reasonNeeded);
  return {
    VehicleId: vehicleId,
    Reason: values.Reason,
    Details: values.Details.trim(),
    ...present({ Email: trimmed(values.Email) }),
  };
}

// forms/trade-a-vehicle: the person's vehicle, offered in part exchange; filled in with a valued vehicle.
export function partExchangeForm(known: ContactDetails, vehicle?: PartExchangeVehicle) {
  return new FormState(
    {
      Registration: vehicle?.registration ?? '',
      Mileage: vehicle ? String(vehicle.mileage) : '',
      Name: known.Name,
      Email: vehicle?.email || known.Email,
      PhoneNumber: known.PhoneNumber,
      PostCode: vehicle?.postCode || known.PostCode,
      Message: '',
    },
    {
      Registration: validator(rules.registration, { required: missing.registration }),
      Mileage: validator(rules.mileage, { required: missing.mileage }),
      Name: name,
      Email: email,
      // The contract's PhoneNumber is a UkPhone: a landline or a mobile (requirements 5.10).
      PhoneNumber: validator(rules.phone, { required: missing.phone, maxLength: limits.UkPhone.maxLength }),
      PostCode: requiredPostcode,
      Message: optionalText,
    },
  );
}
export type PartExchangeValues = ReturnType<typeof partExchangeForm>['values'];

export function partExchangeRequest(values: PartExchangeValues, target?: Partial<EnquiryTarget>): TradeVehicleDetails {
  return {
    ...(target?.vehicleId !== undefined ? { VehicleId: target.vehicleId } : {}),
    ...(target?.dealerId !== undefined ? { DealerId: target.dealerId } : {}),
    Registration: normaliseRegistration(values.Registration),
    Mileage: parseWholeNumber(values.Mileage),
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    PostCode: formatPostcode(values.PostCode),
    ...present({ Message: trimmed(values.Message) }),
  };
}

// forms/merchandising-finance-enquiry.
export const financeTerms = limits.FinanceEnquiryRequest.Term.enum;
type FinanceTerm = (typeof financeTerms)[number];

/** What the finance enquiry starts with when the finance section gives nothing (the defaults of requirements 9.7). */
const financeDefaults = {
  deposit: unmodifiedDefaults.PaymentDeposit,
  term: unmodifiedDefaults.PaymentTerm as FinanceTerm,
  annualMileage: unmodifiedDefaults.PaymentMileage,
} as const;

const isFinanceTerm = (value: string): boolean => financeTerms.some((term) => String(term) === value);

export interface FinanceChoices {
  deposit?: number;
  term?: FinanceTerm;
  annualMileage?: number;
}

export function financeEnquiryForm(known: ContactDetails, choices: FinanceChoices = {}) {
  return new FormState(
    {
      Name: known.Name,
      Email: known.Email,
      MobileNumber: known.MobileNumber,
      PostCode: known.PostCode,
      Deposit: String(choices.deposit ?? financeDefaults.deposit),
      Term: String(choices.term ?? financeDefaults.term),
      AnnualMileage: String(choices.annualMileage ?? financeDefaults.annualMileage),
    },
    {
      Name: name,
      Email: email,
      MobileNumber: validator(rules.mobile, { required: missing.mobile, maxLength: limits.UkMobile.maxLength }),
      PostCode: requiredPostcode,
      Deposit: validator(rules.deposit, { required: missing.deposit }),
      Term: (value) => (isFinanceTerm(value) ? null : contactMessages.termNeeded),
      AnnualMileage: validator(rules.mileage, { required: missing.annualMileage }),
    },
  );
}
export type FinanceEnquiryValues = ReturnType<typeof financeEnquiryForm>['values'];

export function financeEnquiryRequest(values: FinanceEnquiryValues, target: EnquiryTarget): FinanceEnquiryDetails {
  return {
    VehicleId: target.vehicleId,
    DealerId: target.dealerId,
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    MobileNumber: values.MobileNumber.trim(),
    PostCode: formatPostcode(values.PostCode),
    Deposit: parseWholeNumber(values.Deposit, true),
    Term: Number(values.Term) as FinanceTerm,
    AnnualMileage: parseWholeNumber(values.AnnualMileage),
  };
}

// forms/contact-page-consumer: a message to the Forecourt team from someone buying or selling.
export const contactTopics = [
  { value: 'advert', label: 'An advert or a dealer' },
  { value: 'selling', label: 'Selling my vehicle' },
  { value: 'finance', label: 'Finance or insurance' },
  { value: 'account', label: 'My account or saved searches' },
  { value: 'website', label: 'Using the website, including accessibility' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: ConsumerContactDetails['Topic']; label: string }[];

const isContactTopic = (value: string): value is ConsumerContactDetails['Topic'] =>
  contactTopics.some((topic) => topic.value === value);

// The contract's PhoneNumber is a UkPhone: a landline or a mobile (requirements 5.10), as part exchange has
// it; left empty where it is optional, a wrong one says what to enter or to leave it blank.
const optionalPhone = validator(rules.phone, { maxLength: limits.UkPhone.maxLength });
const requiredPhone = validator(rules.phone, { required: missing.phone, maxLength: limits.UkPhone.maxLength });

export function consumerContactForm(known: ContactDetails) {
  return new FormState(
    { Name: known.Name, Email: known.Email, PhoneNumber: known.PhoneNumber, Topic: '', Message: '' },
    {
      Name: name,
      Email: email,
      PhoneNumber: optionalPhone,
      Topic: (value) => (isContactTopic(value) ? null : contactMessages.topicNeeded),
      Message: requiredText(contactMessages.questionNeeded),
    },
  );
}
export type ConsumerContactValues = ReturnType<typeof consumerContactForm>['values'];

export function consumerContactRequest(values: ConsumerContactValues): ConsumerContactDetails {
  if (!isContactTopic(values.Topic)) throw new Error(contactMessages.topicNeeded);
  return {
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    ...present({ PhoneNumber: trimmed(values.PhoneNumber) }),
    Topic: values.Topic,
    Message: values.Message.trim(),
  };
}

// forms/contact-page-dealer: a dealer asks about advertising or their dealer account.
/**
 * Vehicles usually in stock: optional, a whole number from 1 to 10,000 (the contract's StockSize),
 * with or without its thousands comma ('2,500'); a comma anywhere else is no number.
 */
const stockSize = wholeWithin(limits.DealerContactRequest.StockSize);
export const stockSizeRule = (value: string): string | null =>
  value.trim() === '' || stockSize(value) ? null : contactMessages.stockSize;

export function dealerContactForm(known: ContactDetails) {
  return new FormState(
    {
      Name: known.Name,
      Email: known.Email,
      PhoneNumber: known.PhoneNumber,
      DealershipName: '',
      PostCode: known.PostCode,
      StockSize: '',
      Message: '',
    },
    {
      Name: name,
      Email: email,
      PhoneNumber: requiredPhone,
      DealershipName: validator(rules.businessName, {
        required: missing.dealershipName,
        maxLength: limits.BusinessName.maxLength,
      }),
      PostCode: validator(rules.postcode, { required: missing.dealershipPostcode }),
      StockSize: stockSizeRule,
      Message: requiredText(contactMessages.questionNeeded),
    },
  );
}
export type DealerContactValues = ReturnType<typeof dealerContactForm>['values'];

export function dealerContactRequest(values: DealerContactValues): DealerContactDetails {
  const stock = values.StockSize.trim();
  return {
    Name: values.Name.trim(),
    Email: values.Email.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    DealershipName: values.DealershipName.trim(),
    PostCode: formatPostcode(values.PostCode),
    ...(stock === '' ? {} : { StockSize: parseWholeNumber(stock) }),
    Message: values.Message.trim(),
  };
}
