/**
 * The behavioural cases of the conformance suite (see behaviour.ts), one test per property. They run
 * against the reference server and any server given with `--base-url`; against Prism they are skipped,
 * because Prism replays the contract's examples and so cannot filter, count, sort or remember anything
 * (example-replay.test.ts proves these cases fail against it).
 */
import { describe, inject, it } from 'vitest';
import { properties } from './behaviour';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');
const areas = [...new Set(properties.map((p) => p.area))];

for (const area of areas)
  describe(`behaviour: ${area}`, () => {
    for (const p of properties.filter((x) => x.area === area))
      // Skipped against Prism: it replays the contract's examples, it does not behave.
      it.skipIf(isPrism)(
        p.name,
        async () => {
          // A failure throws, its message saying what was asked and what came back.
          await p.run(baseUrl);
        },
        120_000,
      );
  });
