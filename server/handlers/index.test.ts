/** The reference server implements the whole contract: every operationId has a handler, and only those. */
import { describe, expect, it } from 'vitest';
import { operations } from '../../openapi/contract/contract';
import { handlers } from '.';

describe('the handlers', () => {
  it('cover every operation of the contract, and nothing else', () => {
    const contract = operations()
      .map((op) => op.operationId)
      .sort();
    expect(Object.keys(handlers).sort()).toEqual(contract);
  });
});
