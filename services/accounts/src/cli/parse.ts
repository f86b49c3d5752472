import { parseArgs } from 'node:util';
import { isEnvironment } from '../domain/types.ts';
import { COMMAND_USAGE, UsageError } from './usage.ts';

export type Command =
  | { kind: 'help' }
  | { kind: 'tenant-create'; name: string; json: boolean }
  | { kind: 'bank-accounts-set'; tenantId: string; file: string }
  | {
      kind: 'branding-set';
      tenantId: string;
      tradeName?: string | undefined;
      logoUrl?: string | undefined;
      color?: string | undefined;
    }
  | { kind: 'notifications-set'; tenantId: string; emails: string[] }
  | { kind: 'key-create'; tenantId: string; environment: 'test' | 'live'; json: boolean }
  | { kind: 'key-revoke'; keyId: string; json: boolean };

interface Spec {
  options: Record<string, { type: 'string' | 'boolean' }>;
  positionals: number;
  usage: string;
}

// parseArgs's own messages run to several sentences; the usage line says the rest.
function describeParseError(err: unknown): string {
  const { code, message } = err as { code?: string; message?: string };
  const flag = /'(-{1,2}[^' ]+)/.exec(message ?? '')?.[1] ?? 'a flag';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `unknown flag ${flag}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message?.includes('does not take an argument')
      ? `${flag} takes no value`
      : `${flag} needs a value`;
  }
  return (message ?? String(err)).split('. ')[0] ?? 'bad arguments';
}

function parse(args: string[], spec: Spec) {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: spec.options,
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== spec.positionals) {
      throw new UsageError(
        positionals.length > spec.positionals
          ? `unexpected argument "${positionals[spec.positionals]}"`
          : 'missing argument',
        spec.usage,
      );
    }
    return { values: values as Record<string, string | boolean | undefined>, positionals };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(describeParseError(err), spec.usage);
  }
}

function required(
  values: Record<string, string | boolean | undefined>,
  flag: string,
  usage: string,
  allowEmpty = false,
): string {
  const value = values[flag];
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === ''))
    throw new UsageError(`--${flag} is required`, usage);
  return value.trim();
}

/** Turns argv (without node and script) into a command, or throws UsageError. */
export function parseCommand(argv: string[]): Command {
  const [group, verb, ...rest] = argv;
  if (group === 'help' || group === '--help' || group === '-h') return { kind: 'help' };
  if (group === undefined) throw new UsageError('missing command');

  if (group === 'tenant' && verb === 'create') {
    const usage = COMMAND_USAGE.tenantCreate;
    const { values } = parse(rest, {
      options: { name: { type: 'string' }, json: { type: 'boolean' } },
      positionals: 0,
      usage,
    });
    return { kind: 'tenant-create', name: required(values, 'name', usage), json: values['json'] === true };
  }

  if (group === 'tenant' && verb === 'bank-accounts') {
    const usage = COMMAND_USAGE.bankAccountsSet;
    const [action, ...flags] = rest;
    if (action !== 'set')
      throw new UsageError(
        `unknown command "${['tenant', 'bank-accounts', action].filter(Boolean).join(' ')}"`,
        usage,
      );
    const { values } = parse(flags, {
      options: { tenant: { type: 'string' }, file: { type: 'string' } },
      positionals: 0,
      usage,
    });
    return {
      kind: 'bank-accounts-set',
      tenantId: required(values, 'tenant', usage),
      file: required(values, 'file', usage),
    };
  }

  if (group === 'tenant' && verb === 'notifications') {
    const usage = COMMAND_USAGE.notificationsSet;
    const [action, ...flags] = rest;
    if (action !== 'set')
      throw new UsageError(
        `unknown command "${['tenant', 'notifications', action].filter(Boolean).join(' ')}"`,
        usage,
      );
    const { values } = parse(flags, {
      options: { tenant: { type: 'string' }, emails: { type: 'string' } },
      positionals: 0,
      usage,
    });
    const emails = required(values, 'emails', usage, true);
    return {
      kind: 'notifications-set',
      tenantId: required(values, 'tenant', usage),
      emails: emails
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    };
  }

  if (group === 'tenant' && verb === 'branding') {
    const usage = COMMAND_USAGE.brandingSet;
    const [action, ...flags] = rest;
    if (action !== 'set')
      throw new UsageError(
        `unknown command "${['tenant', 'branding', action].filter(Boolean).join(' ')}"`,
        usage,
      );
    const { values } = parse(flags, {
      options: {
        tenant: { type: 'string' },
        'trade-name': { type: 'string' },
        'logo-url': { type: 'string' },
        color: { type: 'string' },
      },
      positionals: 0,
      usage,
    });
    const text = (flag: string) => (typeof values[flag] === 'string' ? (values[flag] as string) : undefined);
    const command = {
      kind: 'branding-set' as const,
      tenantId: required(values, 'tenant', usage),
      tradeName: text('trade-name'),
      logoUrl: text('logo-url'),
      color: text('color'),
    };
    if (command.tradeName === undefined && command.logoUrl === undefined && command.color === undefined) {
      throw new UsageError('give at least one of --trade-name, --logo-url, --color', usage);
    }
    return command;
  }

  if (group === 'key' && verb === 'create') {
    const usage = COMMAND_USAGE.keyCreate;
    const options = {
      tenant: { type: 'string' },
      env: { type: 'string' },
      json: { type: 'boolean' },
    } as const;
    const { values } = parse(rest, { options, positionals: 0, usage });
    const tenantId = required(values, 'tenant', usage);
    const environment = required(values, 'env', usage);
    if (!isEnvironment(environment)) throw new UsageError('--env must be test or live', usage);
    return { kind: 'key-create', tenantId, environment, json: values['json'] === true };
  }

  if (group === 'key' && verb === 'revoke') {
    const usage = COMMAND_USAGE.keyRevoke;
    const { values, positionals } = parse(rest, {
      options: { json: { type: 'boolean' } },
      positionals: 1,
      usage,
    });
    return { kind: 'key-revoke', keyId: String(positionals[0]), json: values['json'] === true };
  }

  throw new UsageError(`unknown command "${[group, verb].filter(Boolean).join(' ')}"`);
}
