// Offline checks of the deployment files: the Helm chart (lint, render, Kubernetes schemas,
// security and wiring rules), deploy/Dockerfile and skaffold.yaml. One file per concern under
// scripts/chart/; this one runs them.
// Usage: node scripts/check-chart.ts   (exit code 1 and one line per problem on failure)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkDockerfile } from './chart/dockerfile.ts';
import { componentOf, containersOf, envValue, helm, ofKind, render, validatedDocs } from './chart/helm.ts';
import { chartDir, devValues, productionValues } from './chart/paths.ts';
import { at, list, notes, obj, problem, problems, str } from './chart/report.ts';
import {
  checkDefaults,
  checkNetworkPolicies,
  checkNotes,
  checkProduction,
  checkSecurity,
  checkWiring,
} from './chart/rules.ts';
import { checkSkaffold, checkSkaffoldRender, skaffoldValues } from './chart/skaffold.ts';

const lintRuns: [string, string[]][] = [
  ['defaults', []],
  ['production', ['-f', productionValues]],
  ['dev', ['-f', devValues]],
];
for (const [name, args] of lintRuns) {
  const result = helm(['lint', '--strict', chartDir, ...args]);
  if (!result.ok) {
    const lines = result.out.split('\n').filter((l) => /\[(ERROR|WARNING)\]|Error/.test(l));
    problem(`helm lint (${name})`, lines.join(' | ') || 'failed');
  }
}

const chartValues = obj(parse(readFileSync(join(chartDir, 'values.yaml'), 'utf8')));
const chartServices = Object.keys(obj(chartValues['services']));

const defaults = render('defaults', []);
const production = render('production', ['-f', productionValues]);
// A service added purely from values gets the full treatment.
const extra = render('extra service from values', [
  '--set',
  'services.refunds.enabled=true,services.refunds.protocol=grpc,services.refunds.port=50060,services.refunds.database=true,services.refunds.nats=true',
]);
if (defaults) {
  checkSecurity(defaults);
  checkWiring(defaults, 'gateway');
  checkDefaults(defaults);
  checkNetworkPolicies(defaults, {
    accounts: ['checkout-page', 'dashboard', 'gateway', 'notifier', 'payments', 'sessions'],
    webhooks: ['dashboard', 'gateway'],
    customers: ['cards', 'gateway', 'payments'],
    payments: ['checkout-page', 'dashboard', 'gateway', 'receipts', 'sessions'],
    receipts: ['dashboard', 'gateway'],
    dashboard: ['gateway'],
    'provider-sandbox': ['cards', 'checkout-page', 'payments'],
  });
}
if (production) {
  checkSecurity(production);
  checkWiring(production, 'gateway-secrets');
  checkProduction(production);
}
if (extra) {
  checkWiring(extra, 'gateway');
  for (const kind of ['Deployment', 'Service', 'Job']) {
    if (!ofKind(extra, kind).some((d) => componentOf(d).endsWith('refunds'))) {
      problem('extra service from values', `no ${kind} for it`);
    }
  }
}

// Prometheus: a ServiceMonitor per service scraping a port its Service really has.
const monitored = render('service monitors', ['--set', 'metrics.serviceMonitor.enabled=true']);
if (monitored) {
  const monitors = ofKind(monitored, 'ServiceMonitor');
  for (const service of ofKind(monitored, 'Service')) {
    const component = componentOf(service);
    if (component === 'provider-sandbox') continue;
    const monitor = monitors.find((m) => componentOf(m) === component);
    if (!monitor) {
      problem('service monitors', `no ServiceMonitor for ${component}`);
      continue;
    }
    const ports = list(at(service, 'spec', 'ports')).map((p) => str(obj(p)['name']));
    for (const endpoint of list(at(monitor, 'spec', 'endpoints')).map(obj))
      if (!ports.includes(str(endpoint['port'])))
        problem(
          'service monitors',
          `${component} scrapes port ${str(endpoint['port'])}, which its Service lacks`,
        );
  }
  for (const deployment of ofKind(monitored, 'Deployment')) {
    const container = containersOf(deployment)[0] ?? {};
    const grpc = list(container['ports']).some((p) => obj(p)['name'] === 'grpc');
    if (grpc && envValue(container, 'METRICS_PORT') === undefined)
      problem('service monitors', `${componentOf(deployment)} has no METRICS_PORT`);
  }
}
if (defaults && ofKind(defaults, 'ServiceMonitor').length > 0)
  problem('defaults', 'ServiceMonitors render although metrics.serviceMonitor.enabled is false');

const info = checkSkaffold(chartServices);
let renders = [defaults, production, extra, monitored].filter(Boolean).length;
if (info) {
  for (const [name, digest] of [
    ['skaffold dev', `sha256:${'ab'.repeat(32)}`],
    ['skaffold dev, no digest', ''],
  ] as const) {
    const { args, images } = skaffoldValues(info, digest);
    const dev = render(name, args);
    if (!dev) continue;
    renders++;
    checkSecurity(dev);
    checkWiring(dev, 'gateway');
    checkSkaffoldRender(dev, info, images);
  }
  if (info.pending.length > 0) notes.push(`artifacts awaiting src/main.ts: ${info.pending.join(', ')}`);
}

checkNotes(
  'defaults',
  [],
  [/gateway-gateway:8080/, /provider sandbox .* enabled/, /port-forward svc\/gateway-gateway/],
);
checkNotes('production', ['-f', productionValues], [/gateway-secrets/, /https:\/\/api\.example\.com\/v1/]);
checkDockerfile();

for (const line of problems) process.stderr.write(`${line}\n`);
const extraNote = notes.length > 0 ? `; ${notes.join('; ')}` : '';
if (problems.length > 0) {
  process.stdout.write(`check-chart: FAILED, ${problems.length} problem(s)${extraNote}\n`);
  process.exit(1);
}
process.stdout.write(
  `check-chart: ok, ${lintRuns.length} lint runs, ${renders} renders, ${validatedDocs} documents valid, ` +
    `${info?.artifacts.length ?? 0} skaffold artifacts${extraNote}\n`,
);
