import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createPayment, transferencia } from '../support/payments.ts';
import { getStack, type Stack } from '../support/stack.ts';

const stack: Stack = await getStack();

// Payments caches tenant settings for minutes; only the change event accounts commits with the
// change can make a transfer show the new accounts this soon.
const FRESH_WITHIN_MS = 3000;

test('a transfer created after the operator changes the bank accounts shows the new ones', async () => {
  const tenant = await stack.createTenant('Settings merchant');
  const before = await createPayment(stack, tenant.testKey, transferencia());
  assert.equal(before.status, 201, before.text);
  assert.equal(before.json.data.provider_data.bank_accounts[0].bank_name, 'Banco Continental');
  const beforeLive = await createPayment(stack, tenant.liveKey, transferencia());
  assert.equal(beforeLive.json.data.provider_data.bank_accounts[0].bank_name, 'Banco Continental');

  const dir = await mkdtemp(join(tmpdir(), 'settings-'));
  try {
    const file = join(dir, 'accounts.json');
    const account = {
      bank_name: 'Banco Nuevo',
      account_type: 'Caja de ahorro',
      account_number: '555',
      holder_name: 'Comercio Nuevo S.A.',
      holder_ruc: '80099999-1',
    };
    await writeFile(
      file,
      JSON.stringify({ bank_accounts: [account], instructions: 'Nuevas instrucciones.' }),
    );
    const set = await stack.gatewayctl([
      'tenant',
      'bank-accounts',
      'set',
      '--tenant',
      tenant.tenantId,
      '--file',
      file,
    ]);
    assert.equal(set.code, 0, set.stderr);
    const changedAt = Date.now();

    let seen: unknown;
    while (Date.now() - changedAt < FRESH_WITHIN_MS) {
      const res = await createPayment(stack, tenant.testKey, transferencia());
      assert.equal(res.status, 201, res.text);
      seen = res.json.data.provider_data;
      if ((seen as { bank_accounts: { bank_name: string }[] }).bank_accounts[0]?.bank_name === 'Banco Nuevo')
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(seen, { bank_accounts: [account], instructions: 'Nuevas instrucciones.' });
    // The live environment's cached copy is dropped too.
    const live = await createPayment(stack, tenant.liveKey, transferencia());
    assert.equal(live.json.data.provider_data.bank_accounts[0].bank_name, 'Banco Nuevo');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
