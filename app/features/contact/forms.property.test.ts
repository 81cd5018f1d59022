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

// The messages the spec does not give (GOV.UK wording), as the forms document them.
const messages = {
  messageNeeded: 'Enter a message for the dealer',
  reasonNeeded: 'Select why you are reporting this advert',
  detailsNeeded: 'Tell us what is wrong with the advert',
  termNeeded: 'Select how long you would like to pay over',
  topicNeeded: 'Select what your message is about',
  questionNeeded: 'Enter your message',
  stockSize: 'Enter how many vehicles you usually have in stock, a whole number from 1 to 10,000',
};

/** Vehicles in stock as people write them: 1 to 10,000, with or without the thousands comma. */
const stockSize = fc
  .tuple(fc.integer({ min: 1, max: 10_000 }), fc.boolean())
  .map(([count, comma]) => (comma ? count.toLocaleString('en-GB') : String(count)));

const stockSizeField: FieldRules<string> = {
  valid: fc.oneof(stockSize, fc.constant('')),
  broken: [
    [
      fc.oneof(
        fc.constantFrom('0', '10001', ',', ',,', '1,0', '10,00', '1.5', '-3', 'ten'),
        fc.integer({ min: 10_001, max: 10_000_000 }).map(String),
      ),
      messages.stockSize,
    ],
  ],
};

describe('the contact forms (spec section 5 rules, field by field)', () => {
  it('contact dealer about a vehicle: name, email, optional mobile, landline and postcode, a message', () => {
    assertFormRules(() => contactDealerForm(known), {
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      MobileNumber: optionalField('mobile', 16),
      PhoneNumber: optionalField('landline', 17),
      PostCode: optionalField('postcode'),
      Message: requiredText(messages.messageNeeded, 2000),
    });
  });

  it('details by text message: a mobile number', () => {
    assertFormRules(() => smsDetailsForm(known), { MobileNumber: requiredField('mobile', 16) });
  });

  it('a message to a dealer: name, email, optional landline, a message', () => {
    assertFormRules(() => dealerMessageForm(known), {
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      PhoneNumber: optionalField('landline', 17),
      Message: requiredText(messages.messageNeeded, 2000),
    });
  });

  it('report an advert: a reason from the list, what is wrong, an optional email', () => {
    assertFormRules(() => reportAdvertForm(known), {
      Reason: choiceField(
        reportReasons.map((reason) => reason.value),
        messages.reasonNeeded,
      ),
      Details: requiredText(messages.detailsNeeded, 2000),
      Email: optionalField('email', 254),
    });
  });

  it('part exchange: registration, mileage, name, email, phone, postcode, an optional message', () => {
    assertFormRules(() => partExchangeForm(known), {
      Registration: requiredField('registration'),
      Mileage: requiredField('mileage'),
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      PhoneNumber: requiredField('phone', 17),
      PostCode: requiredField('postcode'),
      Message: optionalField('freeText', 2000),
    });
  });

  it('finance enquiry: name, email, mobile, postcode, deposit, a term from the list, annual mileage', () => {
    assertFormRules(() => financeEnquiryForm(known), {
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      MobileNumber: requiredField('mobile', 16),
      PostCode: requiredField('postcode'),
      Deposit: requiredField('deposit'),
      Term: choiceField(['24', '36', '48', '60'], messages.termNeeded),
      AnnualMileage: requiredField('mileage'),
    });
  });

  it('contact us as a buyer or seller: name, email, optional phone, a topic from the list, a message', () => {
    assertFormRules(() => consumerContactForm(known), {
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      PhoneNumber: optionalField('phone', 17),
      Topic: choiceField(
        contactTopics.map((topic) => topic.value),
        messages.topicNeeded,
      ),
      Message: requiredText(messages.questionNeeded, 2000),
    });
  });

  it('contact us as a dealer: name, email, phone, dealership, postcode, optional stock size, a message', () => {
    assertFormRules(() => dealerContactForm(known), {
      Name: requiredField('name', 100),
      Email: requiredField('email', 254),
      PhoneNumber: requiredField('phone', 17),
      DealershipName: requiredField('alphanumeric', 100),
      PostCode: requiredField('postcode'),
      StockSize: stockSizeField,
      Message: requiredText(messages.questionNeeded, 2000),
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
        else expect(Number.isInteger(sent) && (sent ?? 0) >= 1 && (sent ?? 0) <= 10_000).toBe(true);
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
