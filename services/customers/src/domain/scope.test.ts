import assert from 'node:assert/strict';
import { it } from 'node:test';
import { parseScope } from './scope.ts';

it('parseScope accepts test and live and rejects anything without a tenant', () => {
  assert.deepEqual(parseScope({ tenantId: 'ten_1', environment: 'live' }), {
    tenantId: 'ten_1',
    environment: 'live',
  });
  assert.throws(() => parseScope(undefined), { code: 'VALIDATION_FAILED' });
  assert.throws(() => parseScope({ tenantId: '', environment: 'test' }), { code: 'VALIDATION_FAILED' });
  assert.throws(() => parseScope({ tenantId: 'ten_1', environment: 'prod' }), { code: 'VALIDATION_FAILED' });
});
