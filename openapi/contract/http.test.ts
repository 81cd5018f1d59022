/**
 * The conformance suite's HTTP cases (see http.ts), one test each, against the reference server and
 * any server given with `--base-url`. Against Prism they are skipped: it mocks the operations the
 * contract lists, not the answers a path gives beyond them (http-wrong-server.test.ts proves these
 * cases fail against a server that answers otherwise).
 */
import { describe, inject, it } from 'vitest';
import { httpProperties } from './http';

const baseUrl = inject('baseUrl');
const isPrism = inject('isPrism');

describe('HTTP beyond the operations', () => {
  for (const p of httpProperties)
    it.skipIf(isPrism)(
      p.name,
      async () => {
        // A failure throws, its message saying what was asked and what came back.
        await p.run(baseUrl);
      },
      120_000,
    );
});
