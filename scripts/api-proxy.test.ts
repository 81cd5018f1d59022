// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  apiProxy,
  mockCardsAnswer,
  mockExampleFor,
  mockExampleForRequest,
  mockExampleNames,
  mockSessionCookie,
  mockVehicleCards,
} from './api-proxy';

describe('the API proxy', () => {
  it('forwards the contract paths to the mock, or to API_BASE_URL', () => {
    expect(Object.keys(apiProxy({}))).toEqual([
      '^/api/',
      '^/account/(savevehicleshortlist|deletevehicleshortlistbyid)$',
    ]);
    expect(apiProxy({})['^/api/']?.target).toBe('http://127.0.0.1:4010');
    expect(apiProxy({ API_BASE_URL: 'https://api.staging.example/' })['^/api/']?.target).toBe(
      'https://api.staging.example',
    );
  });

  it('asks the mock for the detail example of each example vehicle and dealer, and only the mock', () => {
    const names = mockExampleNames();
    expect([...names].filter((n) => n.startsWith('v')).length).toBeGreaterThanOrEqual(20);
    expect(mockExampleFor('GET', '/api/vehicles/20482015', names)).toBe('v20482015');
    expect(mockExampleFor('GET', '/api/dealers/3104', names)).toBe('d3104');
    expect(mockExampleFor('GET', '/api/vehicles/99999999', names)).toBeUndefined();
    expect(mockExampleFor('POST', '/api/vehicles/20482015', names)).toBeUndefined();
    expect(mockExampleFor('GET', '/api/vehicles', names)).toBeUndefined();
    expect(apiProxy({})['^/api/']?.configure).toBeTypeOf('function');
    expect(apiProxy({ API_BASE_URL: 'https://api.staging.example' })['^/api/']?.configure).toBeUndefined();
  });

  it('remembers for the mock that the browser signed in, and answers the session with the signed-in example', () => {
    const names = mockExampleNames();
    expect(mockSessionCookie('POST', '/api/account/signin', 200)).toBe('fc_mock_signed_in=1; Path=/; SameSite=Lax');
    expect(mockSessionCookie('POST', '/api/account/register', 201)).toMatch(/^fc_mock_signed_in=1;/);
    expect(mockSessionCookie('POST', '/api/account/signin', 401)).toBeUndefined();
    expect(mockSessionCookie('POST', '/api/account/signout', 200)).toMatch(/^fc_mock_signed_in=; Max-Age=0;/);
    expect(mockSessionCookie('GET', '/api/account/session', 200)).toBeUndefined();
    expect(mockExampleForRequest('GET', '/api/account/session', 'a=b; fc_mock_signed_in=1', names)).toBe('signedIn');
    expect(mockExampleForRequest('GET', '/api/account/session', 'fc_mock_signed_in=', names)).toBeUndefined();
    expect(mockExampleForRequest('GET', '/api/account/session', undefined, names)).toBeUndefined();
    expect(mockExampleForRequest('GET', '/api/vehicles/20482015', undefined, names)).toBe('v20482015');
  });

  it('forwards to the mock at API_MOCK_URL with its example selection, and never selects for an own server', () => {
    expect(apiProxy({ API_MOCK_URL: 'http://127.0.0.1:4110' })['^/api/']?.target).toBe('http://127.0.0.1:4110');
    expect(apiProxy({ API_MOCK_URL: 'http://127.0.0.1:4110' })['^/api/']?.configure).toBeTypeOf('function');
  });

  it('answers cards by id with the example vehicles asked for, in that order, and leaves the rest to the mock', () => {
    const cards = mockVehicleCards();
    expect(cards.size).toBeGreaterThanOrEqual(20);
    const ids = (url: string) =>
      mockCardsAnswer('GET', url, cards)?.Vehicles.map((card) => (card as { VehicleId: number }).VehicleId);
    expect(ids('/api/vehicles?ids=20490112,20481734')).toEqual([20490112, 20481734]);
    expect(ids('/api/vehicles?ids=20490112%2C99999999%2C20482015')).toEqual([20490112, 20482015]);
    expect(ids('/api/vehicles?ids=')).toBeUndefined();
    expect(ids('/api/vehicles?ids=abc')).toBeUndefined();
    expect(ids(`/api/vehicles?ids=${Array.from({ length: 26 }, (_, i) => 20481734 + i).join(',')}`)).toBeUndefined();
    expect(mockCardsAnswer('POST', '/api/vehicles?ids=20490112', cards)).toBeUndefined();
    expect(mockCardsAnswer('GET', '/api/vehicles/20490112', cards)).toBeUndefined();
    expect(apiProxy({})['^/api/']?.bypass).toBeTypeOf('function');
    expect(apiProxy({ API_BASE_URL: 'https://api.staging.example' })['^/api/']?.bypass).toBeUndefined();
  });
});
