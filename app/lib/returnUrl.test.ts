import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './returnUrl';

describe('safeReturnPath', () => {
  it.each([
    ['/account/mygarage/', '/account/mygarage/'],
    ['/search/car/?PostCode=SW1A1AA#results', '/search/car/?PostCode=SW1A1AA#results'],
    ['/used-cars/ford/fiesta/used-cars/', '/used-cars/ford/fiesta/used-cars/'],
    ['/account/mygarage/../mygarage/', '/account/mygarage/'],
  ])('keeps a page of this site: %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    'https://evil.example/account/',
    '//evil.example/account/',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'account/mygarage/',
    '/\tevil',
    '',
    null,
    undefined,
    '/account/signin/',
    '/account/signin',
    '/account/logoff/',
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBeNull());
});

describe('signInHref', () => {
  it('carries a page of this site to come back to, and nothing else', () => {
    expect(signInHref('/account/mygarage/')).toBe('/account/signin/?returnUrl=%2Faccount%2Fmygarage%2F');
    expect(signInHref('https://evil.example/')).toBe('/account/signin/');
    expect(signInHref()).toBe('/account/signin/');
  });
});
