/**
 * Text that is not well-formed Unicode: a lone UTF-16 surrogate, which JSON's `\ud800` escape can
 * carry but no database text column or jsonb value can hold. Such a body is refused as malformed
 * (requirements 10.20) before any handler sees it.
 */
const loneSurrogate = /\p{Cs}/u;

export function hasIllFormedText(value: unknown): boolean {
  if (typeof value === 'string') return loneSurrogate.test(value);
  if (Array.isArray(value)) return value.some(hasIllFormedText);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => loneSurrogate.test(key) || hasIllFormedText(item));
  return false;
}
