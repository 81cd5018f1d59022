import { describe, expect, it } from 'vitest';
import { copyrightLine, legalText } from './legal';

describe('footer legal text', () => {
  it('runs the copyright from 2006 to the current year', () => {
    expect(copyrightLine(new Date('2031-03-01'))).toBe('© 2006–2031 Forecourt Limited. All rights reserved.');
  });

  it('says credit broker not lender, names the partners and the fixed commission, and no extra cost', () => {
    const text = legalText.join(' ');
    expect(text).toContain('acts as a credit broker, not a lender');
    expect(text).toContain('CarMoney Limited');
    expect(text).toContain('Kingsway Motor Insurance Services Limited');
    expect(text).toContain('fixed commission');
    expect(text).toContain('You do not pay any more because of this commission.');
  });
});
