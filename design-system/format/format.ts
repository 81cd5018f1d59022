/**
 * Number, price and ordinal formatting for the product (requirements 9.10), on Intl with the en-GB locale.
 * Formatters are built on first use and reused.
 */
const locale = 'en-GB';

/** A formatter built on first use and kept: building Intl formatters is slow, and a first visit's
 * start-up should not pay for ones its first screen never uses. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const plain = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const thousands = once(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0, roundingMode: 'trunc' }));
const millions = once(
  () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' }),
);
const wholePounds = once(
  () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }),
);
const pence = once(
  () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 }),
);
const ordinalRules = once(() => new Intl.PluralRules(locale, { type: 'ordinal' }));
const ordinalSuffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};

/** Thousands separators: 1234567 -> "1,234,567"; 0.5 -> "0.5". */
export function formatNumber(value: number): string {
  return plain().format(value);
}

/**
 * The short form: as is below 1,000; "k" from 1,000 to below a million (999999 -> "999k", never
 * rounded up to "1000k"); "M" with 2 decimals from a million (1234567 -> "1.23M").
 */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  if (size < 1000) return plain().format(value);
  if (size < 1_000_000) return `${thousands().format(value / 1000)}k`;
  return `${millions().format(value / 1_000_000)}M`;
}

/** GBP with no decimals for whole amounts, else 2: 12995 -> "£12,995"; 0.5 -> "£0.50". */
export function formatPrice(value: number): string {
  return Number.isInteger(value) ? wholePounds().format(value) : pence().format(value);
}

/** English ordinals: 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd", 111 -> "111th". */
export function formatOrdinal(value: number): string {
  return `${value}${ordinalSuffixes[ordinalRules().select(value)]}`;
}

const oneDecimal = once(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/**
 * An engine's size as the trade names the engine, to one decimal and singular: 1 -> "1.0 litre", 1.6 -> "1.6
 * litre" (decision 0097). Every engine size the product shows goes through it.
 */
export function formatEngineSize(litres: number): string {
  return `${oneDecimal().format(litres)} litre`;
}
