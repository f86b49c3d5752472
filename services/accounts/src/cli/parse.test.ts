import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCommand } from './parse.ts';
import { UsageError } from './usage.ts';

function usageLine(argv: string[]): string {
  try {
    parseCommand(argv);
  } catch (err) {
    assert.ok(err instanceof UsageError, String(err));
    return err.line();
  }
  assert.fail(`expected a usage error for ${argv.join(' ')}`);
}

describe('gatewayctl command line', () => {
  it('parses every command', () => {
    assert.deepEqual(parseCommand(['tenant', 'create', '--name', 'Acme SA', '--json']), {
      kind: 'tenant-create',
      name: 'Acme SA',
      json: true,
    });
    assert.deepEqual(parseCommand(['tenant', 'create', '--name=Acme']), {
      kind: 'tenant-create',
      name: 'Acme',
      json: false,
    });
    assert.deepEqual(
      parseCommand(['tenant', 'bank-accounts', 'set', '--tenant', 'ten_1', '--file', 'a.json']),
      {
        kind: 'bank-accounts-set',
        tenantId: 'ten_1',
        file: 'a.json',
      },
    );
    assert.deepEqual(parseCommand(['key', 'create', '--env', 'live', '--tenant', 'ten_1', '--json']), {
      kind: 'key-create',
      tenantId: 'ten_1',
      environment: 'live',
      json: true,
    });
    assert.deepEqual(parseCommand(['key', 'revoke', 'key_1']), {
      kind: 'key-revoke',
      keyId: 'key_1',
      json: false,
    });
    assert.deepEqual(parseCommand(['--help']), { kind: 'help' });
  });

  it('rejects anything else with one usage line', () => {
    const cases: Array<[string[], RegExp]> = [
      [[], /missing command/],
      [['tenant'], /unknown command "tenant"/],
      [['tenant', 'delete'], /unknown command "tenant delete"/],
      [['tenant', 'create'], /--name is required/],
      [['tenant', 'create', '--name', '  '], /--name is required/],
      [['tenant', 'create', '--name'], /--name needs a value/],
      [['tenant', 'create', '--name', 'x', '--verbose'], /unknown flag --verbose/],
      [['tenant', 'create', '--name', 'x', '--json=yes'], /--json takes no value/],
      [['tenant', 'create', '--name', 'x', 'extra'], /unexpected argument "extra"/],
      [['tenant', 'bank-accounts', 'get'], /unknown command "tenant bank-accounts get"/],
      [['tenant', 'bank-accounts', 'set', '--tenant', 'ten_1'], /--file is required/],
      [['key', 'create', '--tenant', 'ten_1', '--env', 'prod'], /--env must be test or live/],
      [['key', 'create', '--env', 'test'], /--tenant is required/],
      [['key', 'revoke'], /missing argument/],
      [['key', 'revoke', 'a', 'b'], /unexpected argument "b"/],
    ];
    for (const [argv, problem] of cases) {
      const line = usageLine(argv);
      assert.match(line, problem, argv.join(' '));
      assert.match(line, /^gatewayctl: .*; usage: gatewayctl /);
      assert.doesNotMatch(line, /\n/);
    }
    // An unknown command lists every command, the dashboard's operator create included.
    const unknown = usageLine(['bogus']);
    for (const command of ['tenant create', 'key revoke', 'operator create']) {
      assert.ok(unknown.includes(`gatewayctl ${command}`), `${command} in ${unknown}`);
    }
  });
});
