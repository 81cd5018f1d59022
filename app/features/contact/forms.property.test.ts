// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertFormRules,
  choiceField,
  optionalField,
  requiredField,
  requiredText,
  type FieldRules,
} from '../../forms/formProperties';
import { anyText, runs } from '@domain/ruleArbitraries';
import * as limits from '../../../openapi/generated/limits';
import {
  consumerContactForm,
  contactDealerForm,
  contactTopics,
  dealerContactForm,
  dealerContactRequest,
  dealerMessageForm,
  financeEnquiryForm,
  partExchangeForm,
  reportAdvertForm,
  reportReasons,
  smsDetailsForm,
  stockSizeRule,
} from './forms';

const known = { Name: '', Email: '', MobileNumber: '', PhoneNumber: '', PostCode: '' };

// The messages no shared rule gives, in GOV.UK's wording (requirements 5.13), as the forms document them.
const messages = {
  messageNeeded: 'Enter a message for the dealer',
  reasonNeeded: 'Select why you are reporting this advert',
  detailsNeeded: 'Tell us what is wrong with the advert',
  termNeeded: 'Select how long you would like to pay over',
  topicNeeded: 'Select what your message is about',
  questionNeeded: 'Enter your message',
  stockSize: 'Enter how many vehicles you usually have in stock, a whole number from 1 to 10,000',
};

const stockSizeLimits = limits.DealerContactRequest.StockSize;

/** Vehicles in stock as people write them: 1 to 10,000, with or without the thousands comma. */
const stockSize = fc
  .tuple(fc.integer({ min: stockSizeLimits.minimum, max: stockSizeLimits.maximum }), fc.boolean())
  .map(([count, comma]) => (comma ? count.toLocaleString('en-GB') : String(count)));

const stockSizeField: FieldRules<string> = {
  valid: fc.oneof(stockSize, fc.constant('')),
  broken: [
    [
      fc.oneof(
        fc.constantFrom('0', '10001', ',', ',,', '1,0', '10,00', '1.5', '-3', 'ten'),
        fc.integer({ min: stockSizeLimits.maximum + 1, max: stockSizeLimits.maximum * 1000 }).map(String),
      ),
      messages.stockSize,
    ],
  ],
};

describe('the contact forms: the shared rules, field by field', () => {
  it('contact dealer about a vehicle: name, email, optional mobile, landline and postcode, a message', () => {
    assertFormRules(() => contactDealerForm(known), {
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      MobileNumber: optionalField('mobile', limits.UkMobile.maxLength),
      PhoneNumber: optionalField('landline', limits.UkLandline.maxLength),
      PostCode: optionalField('postcode'),
      Message: requiredText(messages.messageNeeded, limits.FreeText.maxLength),
    });
  });

  it('details by text message: a mobile number', () => {
    assertFormRules(() => smsDetailsForm(known), {
      MobileNumber: requiredField('mobile', 'Enter your mobile number', limits.UkMobile.maxLength),
    });
  });

  it('a message to a dealer: name, email, optional landline, a message', () => {
    assertFormRules(() => dealerMessageForm(known), {
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      PhoneNumber: optionalField('landline', limits.UkLandline.maxLength),
      Message: requiredText(messages.messageNeeded, limits.FreeText.maxLength),
    });
  });

  it('report an advert: a reason from the list, what is wrong, an optional email', () => {
    assertFormRules(() => reportAdvertForm(known), {
      Reason: choiceField(
        reportReasons.map((reason) => reason.value),
        messages.reasonNeeded,
      ),
      Details: requiredText(messages.detailsNeeded, limits.FreeText.maxLength),
      Email: optionalField('email', limits.EmailAddress.maxLength),
    });
  });

  it('part exchange: registration, mileage, name, email, phone, postcode, an optional message', () => {
    assertFormRules(() => partExchangeForm(known), {
      Registration: requiredField('registration', 'Enter the registration number'),
      Mileage: requiredField('mileage', 'Enter the mileage'),
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      PhoneNumber: requiredField('phone', 'Enter your phone number', limits.UkLandline.maxLength),
      PostCode: requiredField('postcode', 'Enter your postcode'),
      Message: optionalField('freeText', limits.FreeText.maxLength),
    });
  });

  it('finance enquiry: name, email, mobile, postcode, deposit, a term from the list, annual mileage', () => {
    assertFormRules(() => financeEnquiryForm(known), {
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      MobileNumber: requiredField('mobile', 'Enter your mobile number', limits.UkMobile.maxLength),
      PostCode: requiredField('postcode', 'Enter your postcode'),
      Deposit: requiredField('deposit', 'Enter a deposit in pounds'),
      Term: choiceField(limits.FinanceEnquiryRequest.Term.enum.map(String), messages.termNeeded),
      AnnualMileage: requiredField('mileage', 'Enter how many miles a year you drive'),
    });
  });

  it('contact us as a buyer or seller: name, email, optional phone, a topic from the list, a message', () => {
    assertFormRules(() => consumerContactForm(known), {
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      PhoneNumber: optionalField('phone', limits.UkLandline.maxLength),
      Topic: choiceField(
        contactTopics.map((topic) => topic.value),
        messages.topicNeeded,
      ),
      Message: requiredText(messages.questionNeeded, limits.FreeText.maxLength),
    });
  });

  it('contact us as a dealer: name, email, phone, dealership, postcode, optional stock size, a message', () => {
    assertFormRules(() => dealerContactForm(known), {
      Name: requiredField('name', 'Enter your name', limits.FullName.maxLength),
      Email: requiredField('email', 'Enter your email address', limits.EmailAddress.maxLength),
      PhoneNumber: requiredField('phone', 'Enter your phone number', limits.UkLandline.maxLength),
      DealershipName: requiredField('businessName', 'Enter the dealership’s name', limits.BusinessName.maxLength),
      PostCode: requiredField('postcode', 'Enter the dealership’s postcode'),
      StockSize: stockSizeField,
      Message: requiredText(messages.questionNeeded, limits.FreeText.maxLength),
    });
  });
});

describe('the stock size rule', () => {
  it('never throws; what it accepts is sent as a whole number from 1 to 10,000, or left out when empty', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, stockSize), (typed) => {
        const message = stockSizeRule(typed);
        expect([null, messages.stockSize]).toContain(message);
        if (message !== null) return;
        const sent = dealerContactRequest({
          Name: 'A',
          Email: 'a@b.uk',
          PhoneNumber: '',
          DealershipName: 'A',
          PostCode: '',
          StockSize: typed,
          Message: 'm',
        }).StockSize;
        if (typed.trim() === '') expect(sent).toBeUndefined();
        else
          expect(
            Number.isInteger(sent) && (sent ?? 0) >= stockSizeLimits.minimum && (sent ?? 0) <= stockSizeLimits.maximum,
          ).toBe(true);
      }),
      runs,
    );
  });

  it('counterexample: a lone comma is not a stock size, and is not silently dropped', () => {
    expect(stockSizeRule(',')).toBe(messages.stockSize);
    expect(stockSizeRule('1,0')).toBe(messages.stockSize);
    expect(stockSizeRule('10,000')).toBeNull();
  });
});
