import { describe, expect, it } from 'vitest';
import { formatCompact, formatEngineSize, formatNumber, formatOrdinal, formatPrice } from './format';

describe('formatNumber', () => {
  it.each([
    [999, '999'],
    [1000, '1,000'],
    [999999, '999,999'],
    [1000000, '1,000,000'],
    [1234567, '1,234,567'],
    [0.5, '0.5'],
    [0, '0'],
  ])('%d -> %s', (value, expected) => expect(formatNumber(value)).toBe(expected));
});

describe('formatCompact', () => {
  it.each([
    [999, '999'],
    [1000, '1k'],
    [1500, '1k'],
    [45678, '45k'],
    [999999, '999k'],
    [1000000, '1.00M'],
    [1234567, '1.23M'],
    [0.5, '0.5'],
    [-1234567, '-1.23M'],
  ])('%d -> %s', (value, expected) => expect(formatCompact(value)).toBe(expected));
});

describe('formatPrice', () => {
  it.each([
    [999, '£999'],
    [1000, '£1,000'],
    [999999, '£999,999'],
    [1000000, '£1,000,000'],
    [1234567, '£1,234,567'],
    [0.5, '£0.50'],
    [199.99, '£199.99'],
    [12995, '£12,995'],
  ])('%d -> %s', (value, expected) => expect(formatPrice(value)).toBe(expected));
});

describe('formatOrdinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
    [111, '111th'],
  ])('%d -> %s', (value, expected) => expect(formatOrdinal(value)).toBe(expected));
});

describe('formatEngineSize', () => {
  it.each([
    [1, '1.0 litre'],
    [0.9, '0.9 litre'],
    [1.5, '1.5 litre'],
    [1.998, '2.0 litre'],
    [3, '3.0 litre'],
  ])('%d litres -> %s', (litres, expected) => expect(formatEngineSize(litres)).toBe(expected));
});
