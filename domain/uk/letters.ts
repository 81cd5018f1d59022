/**
 * Upper-cases the letters a to z and nothing else. Postcodes and registrations are written in A to Z
 * only; `toUpperCase` would turn other letters into them ('ß' into 'SS', 'ſ' into 'S', 'ı' into 'I'),
 * so text that is no postcode or registration would pass as one.
 */
export function upperCaseAtoZ(input: string): string {
  return input.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}
