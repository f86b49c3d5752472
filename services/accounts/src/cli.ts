// Entry of bin/gatewayctl. Exit codes: 0 done, 1 failed (one line on stderr), 2 bad command line.
import { type Command, parseCommand } from './cli/parse.ts';
import { HELP, UsageError } from './cli/usage.ts';

function parse(argv: string[]): Command | undefined {
  try {
    return parseCommand(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.line()}\n`);
    return undefined;
  }
}

const command = parse(process.argv.slice(2));
if (!command) {
  process.exitCode = 2;
} else if (command.kind === 'help') {
  process.stdout.write(HELP);
} else {
  // Loaded only for a valid command: a typo is answered before the database code is even read.
  const { execute } = await import('./cli/execute.ts');
  process.exitCode = await execute(command);
}
