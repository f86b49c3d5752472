import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// bin/gatewayctl as an operator runs it: a real process, its stderr and exit code.
const GATEWAYCTL = fileURLToPath(new URL('../../../bin/gatewayctl', import.meta.url));

function gatewayctl(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(GATEWAYCTL, args, { timeout: 30_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : -1) : 0, stdout, stderr });
    });
  });
}

test('operator: a bad command line is exit 2 and one usage line, before anything is reached', async () => {
  for (const [args, problem] of [
    [['operator', 'delete', '--tenant', 'ten_x', '--email', 'a@b.py'], /unknown command "operator delete"/],
    [['operator', 'create', '--email', 'a@b.py'], /--tenant and --email are required/],
    [['operator', 'create', '--tenant', 'ten_x', '--email', 'a@b.py', '--colour', 'red'], /--colour/],
  ] as const) {
    const run = await gatewayctl(...args);
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stdout, '');
    const lines = run.stderr.trimEnd().split('\n');
    assert.equal(lines.length, 1, run.stderr);
    assert.match(lines[0]!, problem);
    assert.match(lines[0]!, /^gatewayctl: .*; usage: gatewayctl operator create /);
  }
});
