export const COMMAND_USAGE = {
  tenantCreate: 'gatewayctl tenant create --name NAME [--json]',
  bankAccountsSet: 'gatewayctl tenant bank-accounts set --tenant ID --file accounts.json',
  brandingSet:
    'gatewayctl tenant branding set --tenant ID [--trade-name NAME] [--logo-url URL] [--color #RRGGBB]',
  notificationsSet: 'gatewayctl tenant notifications set --tenant ID --emails a@example.com,b@example.com',
  keyCreate: 'gatewayctl key create --tenant ID --env test|live [--json]',
  keyRevoke: 'gatewayctl key revoke KEY_ID [--json]',
  // Run by the dashboard's CLI (bin/gatewayctl dispatches it); listed so one usage line names every command.
  operatorCreate: 'gatewayctl operator create --tenant ID --email EMAIL [--password-stdin] [--json]',
} as const;

export const USAGE = `usage: ${Object.values(COMMAND_USAGE).join(' | ')}`;

export const HELP = `gatewayctl: operator commands for the payment gateway (tenants, API keys and dashboard operators).

  ${COMMAND_USAGE.tenantCreate}
      Creates a tenant with every provider enabled, one test key and one live key.
  ${COMMAND_USAGE.bankAccountsSet}
      Sets the bank accounts and instructions for transferencia (both environments). The file:
      {"bank_accounts": [{"bank_name", "account_type", "account_number", "holder_name", "holder_ruc"}],
       "instructions": "..."}
  ${COMMAND_USAGE.brandingSet}
      Sets what the hosted checkout page shows: trade name, logo (https) and colour. Fields not
      given keep their value; an empty value ("") clears one.
  ${COMMAND_USAGE.notificationsSet}
      Sets who receives the operator e-mails (receipts to review, webhooks that exhausted their
      retries). --emails "" turns them off.
  ${COMMAND_USAGE.keyCreate}
      Creates another API key for a tenant.
  ${COMMAND_USAGE.keyRevoke}
      Revokes a key; gateways stop accepting it within seconds. Revoking twice is harmless.
  ${COMMAND_USAGE.operatorCreate}
      Creates a dashboard operator and prints a one-time link to set the password (or reads the
      password from stdin).

With --json, stdout holds exactly one JSON object. Secrets are shown once: store them.
Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/gateway), LOG_LEVEL (default warn).
`;

/** A command line that cannot be run as typed: exit code 2 with one usage line. */
export class UsageError extends Error {
  readonly usage: string;

  constructor(problem: string, usage: string = USAGE) {
    super(problem);
    this.name = 'UsageError';
    this.usage = usage.startsWith('usage: ') ? usage : `usage: ${usage}`;
  }

  /** The single stderr line: what is wrong, then how to call it. */
  line(): string {
    return `gatewayctl: ${this.message}; ${this.usage}`;
  }
}
