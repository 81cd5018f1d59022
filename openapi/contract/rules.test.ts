/**
 * The rules cases of the conformance suite (rules.ts): against the reference server and any server
 * given with `--base-url`; skipped against Prism, which replays the contract's examples and neither
 * validates fields nor keeps sessions (rules-wrong-server.test.ts shows the cases fail against a
 * server that guesses otherwise).
 */
import { describe, inject, it } from 'vitest';
import { rules } from './rules';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');

describe('rules of every operation', () => {
  for (const r of rules) it.skipIf(isPrism)(r.name, () => r.run(baseUrl), 60_000);
});
