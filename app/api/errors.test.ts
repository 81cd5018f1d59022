import { describe, expect, it } from 'vitest';
import { CallFailedError, errorMessage, fieldErrorsOf } from './errors';

const emailTaken = {
  Code: 409,
  FriendlyMessage: 'There is already an account for this email address. Please sign in or reset your password.',
  Fields: [{ Field: 'Email', Message: 'There is already an account for this email address.' }],
};

describe('fieldErrorsOf', () => {
  it("reads the error body's Fields in the server's order", () => {
    expect(fieldErrorsOf(emailTaken)).toEqual([
      { Field: 'Email', Message: 'There is already an account for this email address.' },
    ]);
    const two = {
      ...emailTaken,
      Fields: [
        { Field: 'Password', Message: 'p' },
        { Field: 'Email', Message: 'e' },
      ],
    };
    expect(fieldErrorsOf(two).map((entry) => entry.Field)).toEqual(['Password', 'Email']);
  });

  it('is empty for an error without Fields, a plain Error or anything else', () => {
    expect(fieldErrorsOf({ Code: 401, FriendlyMessage: 'The email address or password is not right.' })).toEqual([]);
    expect(fieldErrorsOf(new Error('Failed to sign in (500).'))).toEqual([]);
    expect(fieldErrorsOf(null)).toEqual([]);
  });

  it('leaves out entries that are not well formed', () => {
    const odd = {
      Code: 100,
      FriendlyMessage: 'x',
      Fields: [{ Field: '', Message: 'a' }, { Field: 'Email' }, 'Email', { Field: 'Email', Message: 'b' }],
    };
    expect(fieldErrorsOf(odd)).toEqual([{ Field: 'Email', Message: 'b' }]);
  });
});

describe('errorMessage', () => {
  it("prefers the server's FriendlyMessage, then a message of the app's own, then the fallback: never a status code", () => {
    expect(errorMessage(emailTaken, 'fallback')).toBe(emailTaken.FriendlyMessage);
    expect(errorMessage(new Error('Please confirm you are not a robot.'), 'fallback')).toBe(
      'Please confirm you are not a robot.',
    );
    expect(
      errorMessage(new CallFailedError('Failed to sign in (502). Please refresh the page and try again.'), 'fallback'),
    ).toBe('fallback');
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage('??', 'Sorry, that did not work.')).toBe('Sorry, that did not work.');
  });
});
