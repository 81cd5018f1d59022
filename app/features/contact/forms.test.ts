import { describe, expect, it } from 'vitest';
import { contactMessages } from '@domain/contact';
import type { ContactDetails } from '../../stores/ContactStore';
import {
  consumerContactForm,
  consumerContactRequest,
  contactDealerForm,
  contactDealerRequest,
  dealerContactForm,
  dealerContactRequest,
  dealerMessageForm,
  dealerMessageRequest,
  financeEnquiryForm,
  financeEnquiryRequest,
  partExchangeForm,
  partExchangeRequest,
  reportAdvertForm,
  reportAdvertRequest,
  smsDetailsForm,
  smsDetailsRequest,
  stockSizeRule,
} from './forms';

const nobody: ContactDetails = { Name: '', Email: '', MobileNumber: '', PhoneNumber: '', PostCode: '' };
const target = { vehicleId: 20481734, dealerId: 3101 };

describe('the contact forms', () => {
  it('an empty enquiry says what to enter in each required field', () => {
    const form = contactDealerForm(nobody);
    expect(form.validate()).toBe(false);
    expect(form.errors).toEqual([
      { field: 'Name', message: 'Enter your name' },
      { field: 'Email', message: 'Enter your email address' },
      { field: 'Message', message: contactMessages.messageNeeded },
    ]);
  });

  it('checks the optional numbers and postcode only when given, each by its own rule', () => {
    const form = contactDealerForm({ ...nobody, Name: 'Amelia Hughes', Email: 'amelia.hughes@example.co.uk' });
    form.setValue('Message', 'Price {negotiable}?');
    form.setValue('MobileNumber', '020 7946 0321');
    form.setValue('PhoneNumber', '07700 900123');
    form.setValue('PostCode', 'RG1');
    expect(form.validate()).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      'Enter a UK mobile number, such as 07700 900123, or leave it blank',
      'Enter a UK landline number, such as 020 7946 0123, or leave it blank',
      'Enter a full UK postcode, such as SW1A 1AA, or leave it blank',
      'Special characters such as ` { } ^ + = are not permitted',
    ]);
  });

  it('sends an enquiry without the optional fields left empty', () => {
    const form = contactDealerForm({ ...nobody, Name: ' Amelia Hughes ', Email: 'amelia.hughes@example.co.uk' });
    form.setValue('Message', 'Could I book a test drive?');
    form.setValue('HasPartExchange', true);
    expect(contactDealerRequest(form.values, target)).toEqual({
      Variant: 'item',
      VehicleId: 20481734,
      DealerId: 3101,
      Name: 'Amelia Hughes',
      Email: 'amelia.hughes@example.co.uk',
      Message: 'Could I book a test drive?',
      WantsFinance: false,
      HasPartExchange: true,
    });
  });

  it('texts the details to a mobile number only', () => {
    const form = smsDetailsForm(nobody);
    expect(form.validate()).toBe(false);
    expect(form.errorFor('MobileNumber')).toBe('Enter your mobile number');
    form.setValue('MobileNumber', '07700 9004');
    expect(form.validate()).toBe(false);
    expect(form.errorFor('MobileNumber')).toBe('A valid mobile number is required');
    form.setValue('MobileNumber', '07700 900456');
    expect(form.validate()).toBe(true);
    expect(smsDetailsRequest(form.values, target)).toEqual({
      Variant: 'sms',
      VehicleId: 20481734,
      DealerId: 3101,
      MobileNumber: '07700 900456',
    });
  });

  it('writes to a dealer about no vehicle', () => {
    const form = dealerMessageForm({ ...nobody, Name: 'Priya Shah', Email: 'priya.shah@example.co.uk' });
    form.setValue('Message', 'Any automatic hatchbacks arriving soon?');
    expect(form.validate()).toBe(true);
    expect(dealerMessageRequest(form.values, 3106)).toEqual({
      Variant: 'plain',
      DealerId: 3106,
      Name: 'Priya Shah',
      Email: 'priya.shah@example.co.uk',
      Message: 'Any automatic hatchbacks arriving soon?',
    });
  });

  it('reports an advert with a reason and details; the email is optional', () => {
    const form = reportAdvertForm(nobody);
    expect(form.validate()).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      contactMessages.reasonNeeded,
      contactMessages.detailsNeeded,
    ]);
    form.setValue('Reason', 'incorrect-details');
    form.setValue('Details', 'The photos show 61,300 miles.');
    expect(form.validate()).toBe(true);
    expect(reportAdvertRequest(form.values, 20482166)).toEqual({
      VehicleId: 20482166,
      Reason: 'incorrect-details',
      Details: 'The photos show 61,300 miles.',
    });
  });

  it('offers a vehicle in part exchange: registration, mileage and a landline by the shared rules', () => {
    const form = partExchangeForm({ ...nobody, Name: 'Priya Shah', Email: 'priya.shah@example.co.uk' });
    expect(form.validate()).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      'Enter the registration number',
      'Enter the mileage',
      'Enter your phone number',
      'Enter your postcode',
    ]);
    form.setValue('Registration', ' dy70 xke ');
    form.setValue('Mileage', '34120');
    form.setValue('PhoneNumber', '020 7946 0654');
    form.setValue('PostCode', 'cr02rb');
    expect(form.validate()).toBe(true);
    expect(partExchangeRequest(form.values, { vehicleId: 20482015, dealerId: 3106 })).toEqual({
      VehicleId: 20482015,
      DealerId: 3106,
      Registration: 'DY70 XKE',
      Mileage: 34120,
      Name: 'Priya Shah',
      Email: 'priya.shah@example.co.uk',
      PhoneNumber: '020 7946 0654',
      PostCode: 'CR0 2RB',
    });
  });

  it('starts a part exchange with a valued vehicle: its registration, mileage, postcode and email', () => {
    const known = { ...nobody, Name: 'Oliver Bennett', Email: 'o.bennett@example.com', PostCode: 'M1 1AE' };
    const valued = {
      registration: 'DY70 XKE',
      mileage: 34120,
      postCode: 'LS11 5DL',
      email: 'oliver.bennett@example.co.uk',
    };
    expect(partExchangeForm(known, valued).values).toMatchObject({
      Registration: 'DY70 XKE',
      Mileage: '34120',
      Name: 'Oliver Bennett',
      Email: 'oliver.bennett@example.co.uk',
      PostCode: 'LS11 5DL',
    });
    // What the valuation did not ask keeps what the person said last.
    expect(partExchangeForm(known, { registration: 'DY70 XKE', mileage: 34120 }).values).toMatchObject({
      Email: 'o.bennett@example.com',
      PostCode: 'M1 1AE',
    });
  });

  it('asks about finance with the deposit, term and mileage given, else the search defaults', () => {
    const known = { ...nobody, Name: 'Callum Reid', Email: 'callum.reid@example.co.uk', PostCode: 'G41 2PE' };
    expect(financeEnquiryForm(known).values).toMatchObject({ Deposit: '1000', Term: '60', AnnualMileage: '10000' });
    const form = financeEnquiryForm(known, { deposit: 2000, term: 48, annualMileage: 8000 });
    expect(form.validate()).toBe(false);
    expect(form.errors).toEqual([{ field: 'MobileNumber', message: 'Enter your mobile number' }]);
    form.setValue('MobileNumber', '07700 900789');
    form.setValue('Deposit', '500,001');
    expect(form.validate()).toBe(false);
    expect(form.errorFor('Deposit')).toBe('Enter a deposit between £0 and £499,000, in whole pounds');
    // No deposit is a deposit (no-deposit finance); the vehicle's price is the server's to check.
    form.setValue('Deposit', '0');
    expect(form.errorFor('Deposit')).toBeUndefined();
    form.setValue('Deposit', '2000');
    expect(financeEnquiryRequest(form.values, { vehicleId: 20482233, dealerId: 3103 })).toEqual({
      VehicleId: 20482233,
      DealerId: 3103,
      Name: 'Callum Reid',
      Email: 'callum.reid@example.co.uk',
      MobileNumber: '07700 900789',
      PostCode: 'G41 2PE',
      Deposit: 2000,
      Term: 48,
      AnnualMileage: 8000,
    });
  });
});

describe("the contact page's forms", () => {
  it('an empty consumer message says what to enter in each required field', () => {
    const form = consumerContactForm(nobody);
    expect(form.validate()).toBe(false);
    expect(form.errors).toEqual([
      { field: 'Name', message: 'Enter your name' },
      { field: 'Email', message: 'Enter your email address' },
      { field: 'Topic', message: contactMessages.topicNeeded },
      { field: 'Message', message: contactMessages.questionNeeded },
    ]);
  });

  it('checks the optional phone by the phone rule: a landline or a mobile, nothing else', () => {
    const form = consumerContactForm({ ...nobody, Name: 'Tom Gallagher', Email: 'tom.gallagher@example.co.uk' });
    form.setValue('Topic', 'advert');
    form.setValue('Message', 'Price = {too high}');
    form.setValue('PhoneNumber', '0800 123 4567');
    expect(form.validate()).toBe(false);
    expect(form.errors.map((error) => error.message)).toEqual([
      'Enter a UK phone number, such as 07700 900123 or 020 7946 0123, or leave it blank',
      'Special characters such as ` { } ^ + = are not permitted',
    ]);
    form.setValue('Message', 'A dealer has not replied for a week.');
    for (const phone of ['0161 496 0321', '07700 900123', '+44 7700 900123']) {
      form.setValue('PhoneNumber', phone);
      expect(form.validate(), phone).toBe(true);
    }
  });

  it('sends a consumer message with its topic, leaving out an empty phone', () => {
    const form = consumerContactForm({ ...nobody, Name: ' Tom Gallagher ', Email: 'tom.gallagher@example.co.uk ' });
    form.setValue('Topic', 'selling');
    form.setValue('Message', ' How do I sell my car? ');
    expect(form.validate()).toBe(true);
    expect(consumerContactRequest(form.values)).toEqual({
      Name: 'Tom Gallagher',
      Email: 'tom.gallagher@example.co.uk',
      Topic: 'selling',
      Message: 'How do I sell my car?',
    });
    form.setValue('Topic', 'not-a-topic');
    expect(form.validate()).toBe(false);
    expect(() => consumerContactRequest(form.values)).toThrow(contactMessages.topicNeeded);
  });

  it("a dealer's message needs the phone, dealership and postcode by the shared rules", () => {
    const form = dealerContactForm(nobody);
    expect(form.validate()).toBe(false);
    expect(form.errors.map((error) => [error.field, error.message])).toEqual([
      ['Name', 'Enter your name'],
      ['Email', 'Enter your email address'],
      ['PhoneNumber', 'Enter your phone number'],
      ['DealershipName', 'Enter the dealership’s name'],
      ['PostCode', 'Enter the dealership’s postcode'],
      ['Message', contactMessages.questionNeeded],
    ]);
    form.setValue('DealershipName', 'Valley Motors (Cardiff)');
    form.setValue('StockSize', '0');
    expect(form.validate()).toBe(false);
    expect(form.errorFor('DealershipName')).toBe('Only text and numbers are allowed');
    for (const business of ['Hughes & Sons Motors', "O'Neill's Cars", 'Hughes Motors Ltd.']) {
      form.setValue('DealershipName', business);
      expect(form.checkField('DealershipName')).toBe(true);
    }
    expect(form.errorFor('StockSize')).toBe(contactMessages.stockSize);
  });

  it("sends a dealer's message with the postcode formatted and the stock as a number", () => {
    const form = dealerContactForm({ ...nobody, Name: 'Gareth Evans', Email: 'gareth@valleymotors.example' });
    form.setValue('PhoneNumber', '029 2018 0456');
    form.setValue('DealershipName', 'Valley Motors');
    form.setValue('PostCode', 'cf245pj');
    form.setValue('StockSize', '1,200');
    form.setValue('Message', 'Tell me about advertising packages.');
    expect(form.validate()).toBe(true);
    expect(dealerContactRequest(form.values)).toEqual({
      Name: 'Gareth Evans',
      Email: 'gareth@valleymotors.example',
      PhoneNumber: '029 2018 0456',
      DealershipName: 'Valley Motors',
      PostCode: 'CF24 5PJ',
      StockSize: 1200,
      Message: 'Tell me about advertising packages.',
    });
    form.setValue('StockSize', ' ');
    expect(dealerContactRequest(form.values)).not.toHaveProperty('StockSize');
  });

  it('takes a stock size from 1 to 10,000 whole vehicles, or none', () => {
    for (const fine of ['', '1', '45', '10000', '10,000']) expect(stockSizeRule(fine), fine).toBeNull();
    for (const wrong of ['0', '10001', '4.5', '-3', 'forty', '123456']) {
      expect(stockSizeRule(wrong), wrong).toBe(contactMessages.stockSize);
    }
  });
});
