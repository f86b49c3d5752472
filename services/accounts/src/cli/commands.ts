import { readFile } from 'node:fs/promises';
import type { Accounts } from '../domain/accounts.ts';
import { parseBankSettings } from '../domain/bank-accounts.ts';
import { CliFailure } from './failure.ts';
import type { Command } from './parse.ts';

export interface Output {
  /** Writes one line to stdout. */
  print(line: string): void;
}

function printJson(out: Output, value: Record<string, unknown>): void {
  out.print(JSON.stringify(value));
}

/** Reads and checks the file before any database work, so a typo costs nothing. */
export async function readBankSettingsFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw new CliFailure(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : String(code ?? err)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new CliFailure(`${path} is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  parseBankSettings(body);
  return body;
}

export async function runCommand(
  command: Exclude<Command, { kind: 'help' }>,
  accounts: Accounts,
  out: Output,
  input: { bankSettings?: unknown } = {},
): Promise<void> {
  switch (command.kind) {
    case 'tenant-create': {
      const { tenant, testKey, liveKey } = await accounts.createTenant({ name: command.name });
      if (command.json) {
        printJson(out, { tenant_id: tenant.id, api_keys: { test: testKey.secret, live: liveKey.secret } });
        return;
      }
      out.print(
        `Created tenant ${tenant.id} (${tenant.name}), providers: ${tenant.enabledProviders.join(', ')}`,
      );
      out.print(`  test key ${testKey.key.id}: ${testKey.secret}`);
      out.print(`  live key ${liveKey.key.id}: ${liveKey.secret}`);
      out.print('Store these keys now: they are not shown again.');
      return;
    }
    case 'bank-accounts-set': {
      await accounts.setBankAccounts({ tenantId: command.tenantId, settings: input.bankSettings });
      const count = parseBankSettings(input.bankSettings).bankAccounts.length;
      out.print(
        `Set ${count} bank account${count === 1 ? '' : 's'} for tenant ${command.tenantId} (test and live).`,
      );
      return;
    }
    case 'notifications-set': {
      const emails = await accounts.setNotificationEmails({
        tenantId: command.tenantId,
        emails: command.emails,
      });
      out.print(
        emails.length === 0
          ? `Operator e-mails of tenant ${command.tenantId} turned off.`
          : `Operator e-mails of tenant ${command.tenantId} go to ${emails.join(', ')}.`,
      );
      return;
    }
    case 'branding-set': {
      const tenant = await accounts.setBranding({
        tenantId: command.tenantId,
        change: { tradeName: command.tradeName, logoUrl: command.logoUrl, primaryColor: command.color },
      });
      const b = tenant.branding;
      out.print(
        `Branding of tenant ${tenant.id}: trade name ${b.tradeName ?? `(none: ${tenant.name})`}, logo ${b.logoUrl ?? '(none)'}, colour ${b.primaryColor ?? '(default)'}.`,
      );
      return;
    }
    case 'key-create': {
      const { key, secret } = await accounts.createApiKey({
        tenantId: command.tenantId,
        environment: command.environment,
      });
      if (command.json) {
        printJson(out, { key_id: key.id, environment: key.environment, api_key: secret });
        return;
      }
      out.print(`Created ${key.environment} key ${key.id} for tenant ${key.tenantId}: ${secret}`);
      out.print('Store this key now: it is not shown again.');
      return;
    }
    case 'key-revoke': {
      const { key, changed } = await accounts.revokeApiKey(command.keyId);
      const revokedAt = key.revokedAt.toISOString();
      if (command.json) {
        printJson(out, {
          key_id: key.id,
          tenant_id: key.tenantId,
          environment: key.environment,
          revoked_at: revokedAt,
        });
        return;
      }
      out.print(
        changed
          ? `Revoked ${key.environment} key ${key.id} (${key.prefix}) of tenant ${key.tenantId} at ${revokedAt}.`
          : `Key ${key.id} (${key.prefix}) was already revoked at ${revokedAt}.`,
      );
      return;
    }
  }
}
