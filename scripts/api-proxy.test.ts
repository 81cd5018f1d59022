// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiProxy, mockExampleFor, mockExampleNames } from './api-proxy';

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
});
