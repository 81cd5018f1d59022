import { describe, expect, it } from 'vitest';
import { choiceOf, savedSearchForm, savedSearchNameMissing, settled } from './savedSearchForm';

describe('the saved search form', () => {
  const check = (name: string) => {
    const form = savedSearchForm({ Name: name, EmailAlerts: false });
    form.validate();
    return form.errorFor('Name') ?? null;
  };

  it('needs a name that keeps the free-text rule, within 60 characters', () => {
    expect(check('Fiestas near me')).toBeNull();
    expect(check('Vans < £20,000 & nearby')).toBeNull();
    expect(check('   ')).toBe(savedSearchNameMissing);
    for (const character of ['`', '{', '}', '^', '+', '='])
      expect(check(`Fiestas ${character}`)).toBe('Special characters such as ` { } ^ + = are not permitted');
    expect(check('x'.repeat(60))).toBeNull();
    expect(check('x'.repeat(61))).toBe('Must be 60 characters or fewer');
  });

  it('sends the name without the spaces around it', () => {
    expect(choiceOf({ Name: '  Fiestas  ', EmailAlerts: true })).toEqual({ Name: 'Fiestas', EmailAlerts: true });
  });

  it("hands the form layer a failure as the server's error, or its message", () => {
    const conflict = { Code: 409, FriendlyMessage: 'You can save up to 20 searches. Please delete one first.' };
    expect(() => settled({ ok: false, message: conflict.FriendlyMessage, error: conflict })).toThrow(
      expect.objectContaining(conflict) as Error,
    );
    expect(() => settled({ ok: false, message: 'Full', error: null })).toThrow('Full');
  });
});
