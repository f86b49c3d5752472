import { baseEnv, loadConfig } from '@gateway/shared/config.ts';
import { AppError } from '@gateway/shared/errors.ts';
import { pino } from 'pino';
import { z } from 'zod';
import { type Output, readBankSettingsFile, runCommand } from './commands.ts';
import { openAccounts } from './database.ts';
import { CliFailure } from './failure.ts';
import type { Command } from './parse.ts';

type RunnableCommand = Exclude<Command, { kind: 'help' }>;

const cliEnv = z.object({
  DATABASE_URL: baseEnv.DATABASE_URL,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
});

function fail(line: string): number {
  process.stderr.write(`gatewayctl: ${line}\n`);
  return 1;
}

function describeAppError(err: AppError): string {
  const fields = err.details?.['fields'];
  if (err.code !== 'VALIDATION_FAILED' || typeof fields !== 'object' || fields === null) return err.message;
  const problems = Object.entries(fields as Record<string, string[]>).map(
    ([f, m]) => `${f}: ${m.join(', ')}`,
  );
  return `${err.message.replace(/\.$/, '')}: ${problems.join('; ')}`;
}

/** The id a NOT_FOUND is about, so the line names what was missing. */
function subjectOf(command: RunnableCommand): string {
  if (command.kind === 'key-revoke') return command.keyId;
  return 'tenantId' in command ? command.tenantId : '';
}

/** Runs a parsed command against the database; returns the exit code (0 done, 1 failed). */
export async function execute(command: RunnableCommand): Promise<number> {
  // An empty LOG_LEVEL (e.g. `LOG_LEVEL= bin/gatewayctl ...`) means the default, not a bad value.
  const config = loadConfig(cliEnv, { ...process.env, LOG_LEVEL: process.env['LOG_LEVEL'] || undefined });
  // stdout belongs to the command's output (one JSON object with --json): logs go to stderr.
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'gatewayctl' } }, pino.destination(2));
  const out: Output = { print: (line) => process.stdout.write(`${line}\n`) };

  try {
    const input =
      command.kind === 'bank-accounts-set' ? { bankSettings: await readBankSettingsFile(command.file) } : {};
    const open = await openAccounts(config.DATABASE_URL, logger);
    try {
      await runCommand(command, open.accounts, out, input);
    } finally {
      await open.close();
    }
    return 0;
  } catch (err) {
    if (err instanceof CliFailure) return fail(err.message);
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      return fail(`${err.message.replace(/\.$/, '')}: ${subjectOf(command)}`);
    }
    if (err instanceof AppError && err.code !== 'INTERNAL') return fail(describeAppError(err));
    logger.debug({ err }, 'command failed');
    return fail(
      `unexpected error: ${err instanceof Error ? err.message : String(err)} (LOG_LEVEL=debug shows more)`,
    );
  }
}
