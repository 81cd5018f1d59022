import { describe, expect, it } from 'vitest';
import { valuationForm, valuationRequest } from './valuationForm';

/** The form after a submit with these values, and whether it was sent. */
async function submitted(values: Partial<Record<'Registration' | 'Mileage' | 'PostCode' | 'Email', string>>) {
  const form = valuationForm();
  for (const [name, value] of Object.entries(values)) form.setValue(name as keyof typeof form.values, value);
  const sent = await form.submit(() => Promise.resolve());
  return { form, sent };
}

const valid = { Registration: 'AB12 CDE', Mileage: '34120', PostCode: 'LS11 5DL' };

describe('the valuation form', () => {
  it.each(['AB12 CDE', 'ab12cde', 'A123 BCD', 'ABC 123D', '1234 AB', 'ABC 123', 'ABZ 1234'])(
    'takes the registration %j',
    async (Registration) => {
      const { form, sent } = await submitted({ ...valid, Registration });
      expect(form.errorFor('Registration')).toBeUndefined();
      expect(sent).toBe(true);
    },
  );

  it('says what to enter in each required field left empty', async () => {
    const { form } = await submitted({ ...valid, Registration: '', Mileage: ' ', PostCode: '' });
    expect(form.errorFor('Registration')).toBe('Enter the registration number');
    expect(form.errorFor('Mileage')).toBe('Enter the mileage');
    expect(form.errorFor('PostCode')).toBe('Enter your postcode');
  });

  it.each(['AB12 CDEF', 'ABCD 123', 'AB-12-CDE'])(
    'refuses the registration %j with its message',
    async (Registration) => {
      const { form, sent } = await submitted({ ...valid, Registration });
      expect(form.errorFor('Registration')).toBe('Please enter a valid registration number');
      expect(sent).toBe(false);
    },
  );

  it.each(['0', '1000000', '34,12', '-5', '1.5'])('refuses the mileage %j with its message', async (Mileage) => {
    const { form } = await submitted({ ...valid, Mileage });
    expect(form.errorFor('Mileage')).toBe('A positive number is required between 1 and 999,999');
  });

  it('sends a mileage written with its thousands comma as the number', () => {
    expect(valuationRequest({ ...valuationForm().values, ...valid, Mileage: '34,120' }).Mileage).toBe(34120);
  });

  it.each(['1', '999999', '34,120'])('takes the mileage %j', async (Mileage) => {
    const { form } = await submitted({ ...valid, Mileage });
    expect(form.errorFor('Mileage')).toBeUndefined();
  });

  it.each(['LS11', 'QW1 1AA', 'post code'])('refuses the postcode %j with its message', async (PostCode) => {
    const { form } = await submitted({ ...valid, PostCode });
    expect(form.errorFor('PostCode')).toBe('Enter a full UK postcode, such as SW1A 1AA');
  });

  it('takes no email, or a valid one; refuses another with its message', async () => {
    expect((await submitted(valid)).form.errorFor('Email')).toBeUndefined();
    expect(
      (await submitted({ ...valid, Email: 'oliver.bennett@example.co.uk' })).form.errorFor('Email'),
    ).toBeUndefined();
    expect((await submitted({ ...valid, Email: 'oliver.bennett' })).form.errorFor('Email')).toBe(
      'Enter an email address, such as name@example.com, or leave it blank',
    );
  });

  it('says what is wrong with a make or model typed with a character it cannot take, not what to enter', async () => {
    const form = valuationForm(() => true, 2026);
    for (const [name, value] of Object.entries({
      ...valid,
      Manufacturer: 'Ford <Europe>',
      Model: 'Fiesta>',
      RegistrationYear: '2019',
      FuelType: 'Petrol',
      Transmission: 'Manual',
    }))
      form.setValue(name as keyof typeof form.values, value);
    expect(await form.submit(() => Promise.resolve())).toBe(false);
    expect(form.errorFor('Manufacturer')).toBe('The make must not include < or >');
    expect(form.errorFor('Model')).toBe('The model must not include < or >');
  });

  it('sends what the contract takes: one space in the registration, the mileage as a number, the postcode formatted', () => {
    const form = valuationForm();
    form.setValue('Registration', 'abz 12 34');
    form.setValue('Mileage', ' 000120 ');
    form.setValue('PostCode', 'gir0aa');
    expect(valuationRequest(form.values)).toEqual({ Registration: 'ABZ 1234', Mileage: 120, PostCode: 'GIR 0AA' });
  });
});
