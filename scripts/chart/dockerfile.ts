// deploy/Dockerfile: the rules every service image follows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerfile, root } from './paths.ts';
import { at, problem, str } from './report.ts';

export function checkDockerfile(file = dockerfile): void {
  if (!existsSync(file)) {
    problem('deploy/Dockerfile', 'missing');
    return;
  }
  const text = readFileSync(file, 'utf8');
  const packageManager = str(
    at(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')), 'packageManager'),
  );
  const pnpmVersion = /^pnpm@(.+)$/.exec(packageManager)?.[1];
  const rules: [RegExp, string][] = [
    [/^ARG NODE_IMAGE=node:24(\.[\d.]+)?-(slim|alpine)/m, 'base image is not node:24-slim or node:24-alpine'],
    [
      new RegExp(`^ARG PNPM_VERSION=${(pnpmVersion ?? 'unknown').replace(/\./g, '\\.')}$`, 'm'),
      `pnpm is not pinned to ${pnpmVersion} (package.json)`,
    ],
    [/pnpm install --frozen-lockfile/, 'does not install with --frozen-lockfile'],
    [/buf generate/, 'does not generate the proto code'],
    [/--prod/, 'does not install production dependencies only'],
    [/^FROM \S+ AS runtime$/m, 'has no runtime stage'],
    [/^USER node$/m, 'does not run as the node user'],
    [/-name '\*\.test\.ts'[^\n]*-exec rm/, 'does not remove *.test.ts from the image'],
    [
      /rm -rf[^\n]*\/app\/services\/\*\/src\/testing/,
      'does not remove src/testing (test-only code) from the image',
    ],
    [/NODE_ENV=production/, 'does not set NODE_ENV=production'],
    [
      /^CMD .*node "?services\/\$\{SERVICE\}\/src\/main\.ts"?/m,
      'CMD does not run services/<service>/src/main.ts',
    ],
  ];
  for (const [pattern, message] of rules) if (!pattern.test(text)) problem('deploy/Dockerfile', message);
  const stages = text.match(/^FROM /gm)?.length ?? 0;
  if (stages < 2) problem('deploy/Dockerfile', 'is not multi-stage');
}
