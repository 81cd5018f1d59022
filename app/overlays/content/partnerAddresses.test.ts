import { describe, expect, it } from 'vitest';
import { isFrameable } from './FrameOverlay';
import { isPartnerAdvert } from './GumtreeRedirectOverlay';

describe("partners' addresses", () => {
  it('gumtree-redirect follows only a secure Gumtree address', () => {
    expect(isPartnerAdvert('https://www.gumtree.com/p/cars-vans/ford-fiesta/1471234567')).toBe(true);
    expect(isPartnerAdvert('https://gumtree.com/p/1')).toBe(true);
    for (const elsewhere of [
      'http://www.gumtree.com/p/1',
      'https://www.gumtree.com.evil.example/p/1',
      'https://notgumtree.com/p/1',
      'javascript:alert(1)',
      '/p/1',
      'not an address',
    ]) {
      expect(isPartnerAdvert(elsewhere), elsewhere).toBe(false);
    }
  });

  it('a frame shows only a secure page', () => {
    expect(isFrameable('https://quotes.partner.example/insurance')).toBe(true);
    for (const refused of ['http://quotes.partner.example/', 'javascript:alert(1)', 'data:text/html,hi', '']) {
      expect(isFrameable(refused), refused).toBe(false);
    }
  });
});
