// Rules every render must follow (security, wiring) and rules per values file (defaults, production, NOTES).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import {
  componentOf,
  containersOf,
  envOf,
  envValue,
  firstLines,
  hookOf,
  hookWeight,
  nameOf,
  ofKind,
  podSpec,
  type Render,
} from './helm.ts';
import { chartDir, helmBin, root } from './paths.ts';
import { at, isObj, list, type Obj, obj, problem, str } from './report.ts';

export function checkSecurity(r: Render): void {
  for (const doc of [...ofKind(r, 'Deployment'), ...ofKind(r, 'Job')]) {
    const id = `${doc['kind']}/${nameOf(doc)} (${r.name})`;
    const pod = podSpec(doc);
    const podCtx = obj(pod['securityContext']);
    if (podCtx['runAsNonRoot'] !== true) problem(id, 'pod securityContext.runAsNonRoot is not true');
    if (podCtx['runAsUser'] !== 1000) problem(id, 'pod securityContext.runAsUser is not 1000');
    if (at(podCtx, 'seccompProfile', 'type') !== 'RuntimeDefault')
      problem(id, 'pod seccompProfile is not RuntimeDefault');
    if (pod['automountServiceAccountToken'] !== false) problem(id, 'mounts a service account token');
    const containers = [...containersOf(doc), ...list(pod['initContainers']).map(obj)];
    for (const container of containers) {
      const where = `${id} container ${str(container['name'])}`;
      const ctx = obj(container['securityContext']);
      const user = ctx['runAsUser'] ?? podCtx['runAsUser'];
      if (user === 0 || user === undefined) problem(where, 'may run as root (no non-zero runAsUser)');
      if ((ctx['runAsNonRoot'] ?? podCtx['runAsNonRoot']) !== true)
        problem(where, 'runAsNonRoot is not true');
      if (ctx['readOnlyRootFilesystem'] !== true) problem(where, 'root filesystem is writable');
      if (ctx['allowPrivilegeEscalation'] !== false) problem(where, 'allowPrivilegeEscalation is not false');
      if (ctx['privileged'] === true) problem(where, 'is privileged');
      if (!list(at(ctx, 'capabilities', 'drop')).includes('ALL'))
        problem(where, 'does not drop ALL capabilities');
      if ((at(ctx, 'seccompProfile', 'type') ?? at(podCtx, 'seccompProfile', 'type')) !== 'RuntimeDefault') {
        problem(where, 'seccompProfile is not RuntimeDefault');
      }
      if (!isObj(at(container, 'resources', 'requests'))) problem(where, 'has no resource requests');
      if (!str(container['image'])) problem(where, 'has no image');
    }
  }
}

export function checkWiring(r: Render, secretName: string): void {
  const services = new Map(ofKind(r, 'Service').map((s) => [nameOf(s), s]));
  const secrets = new Map(ofKind(r, 'Secret').map((s) => [nameOf(s), s]));
  const serviceAccounts = new Map(ofKind(r, 'ServiceAccount').map((s) => [nameOf(s), s]));
  const hasServicePort = (host: string, port: number): boolean =>
    list(at(services.get(host), 'spec', 'ports')).some((p) => obj(p)['port'] === port);

  for (const deployment of ofKind(r, 'Deployment')) {
    const id = `Deployment/${nameOf(deployment)} (${r.name})`;
    const component = componentOf(deployment);
    const [container] = containersOf(deployment);
    if (!container) {
      problem(id, 'has no container');
      continue;
    }
    const command = list(container['command']).join(' ');
    if (command !== `node services/${component}/src/main.ts`) problem(id, `runs "${command}"`);
    const [port] = list(container['ports']).map(obj);
    const portName = str(port?.['name']);
    const containerPort = port?.['containerPort'];
    if (portName !== 'grpc' && portName !== 'http') {
      problem(id, 'first container port is neither grpc nor http');
      continue;
    }
    const portVar = portName === 'grpc' ? 'GRPC_PORT' : 'HTTP_PORT';
    if (envValue(container, portVar) !== String(containerPort))
      problem(id, `${portVar} does not match the container port`);

    // Probes: native gRPC health checks for gRPC, /healthz and /readyz for HTTP.
    const live = obj(container['livenessProbe']);
    const ready = obj(container['readinessProbe']);
    if (portName === 'grpc') {
      if (at(live, 'grpc', 'port') !== containerPort)
        problem(id, 'liveness is not a gRPC probe on the service port');
      if (at(ready, 'grpc', 'port') !== containerPort)
        problem(id, 'readiness is not a gRPC probe on the service port');
    } else {
      if (at(live, 'httpGet', 'path') !== '/healthz') problem(id, 'liveness is not GET /healthz');
      if (at(ready, 'httpGet', 'path') !== '/readyz') problem(id, 'readiness is not GET /readyz');
    }

    // Its Service selects exactly its pods, on the same named port.
    const service = services.get(nameOf(deployment));
    const podLabels = obj(at(deployment, 'spec', 'template', 'metadata', 'labels'));
    const selector = obj(at(service, 'spec', 'selector'));
    if (!service) problem(id, 'has no Service of the same name');
    else if (
      Object.keys(selector).length === 0 ||
      Object.entries(selector).some(([k, v]) => podLabels[k] !== v)
    ) {
      problem(id, 'its Service does not select its pods');
    } else if (!list(at(service, 'spec', 'ports')).some((p) => obj(p)['targetPort'] === portName)) {
      problem(id, `its Service does not target port ${portName}`);
    }

    // In-cluster URLs must name a rendered Service and one of its ports.
    for (const entry of envOf(container)) {
      const name = str(entry['name']);
      const value = str(entry['value']);
      if (name.endsWith('_GRPC_URL')) {
        const [host = '', portText = ''] = value.split(':');
        if (!hasServicePort(host, Number(portText)))
          problem(id, `${name}=${value} is not a rendered Service port`);
      } else if (name.endsWith('_URL')) {
        const match = /^https?:\/\/([^/:]+)(?::(\d+))?/.exec(value);
        const host = match?.[1] ?? '';
        if (host.startsWith('gateway-') && !hasServicePort(host, Number(match?.[2] ?? 80))) {
          problem(id, `${name}=${value} is not a rendered Service port`);
        }
      }
      const ref = obj(at(entry, 'valueFrom', 'secretKeyRef'));
      if (Object.keys(ref).length > 0) {
        if (ref['name'] !== secretName)
          problem(id, `${name} reads Secret ${str(ref['name'])}, not ${secretName}`);
        const secret = secrets.get(str(ref['name']));
        if (secret && !hookOf(secret) && at(secret, 'stringData', str(ref['key'])) === undefined) {
          problem(id, `${name} reads key ${str(ref['key'])}, missing from the rendered Secret`);
        }
      }
    }

    // Migrations: a service reading DATABASE_URL gets a pre-install/pre-upgrade hook Job.
    if (envOf(container).some((e) => e['name'] === 'DATABASE_URL')) {
      const job = ofKind(r, 'Job').find((j) => componentOf(j) === `migrate-${component}`);
      if (!job) {
        problem(id, 'reads DATABASE_URL but has no migration Job');
        continue;
      }
      const jobId = `Job/${nameOf(job)} (${r.name})`;
      const hooks = hookOf(job).split(',');
      if (!hooks.includes('pre-install') || !hooks.includes('pre-upgrade'))
        problem(jobId, 'is not a pre-install,pre-upgrade hook');
      if (
        !str(at(job, 'metadata', 'annotations', 'helm.sh/hook-delete-policy')).includes(
          'before-hook-creation',
        )
      ) {
        problem(jobId, 'hook-delete-policy lacks before-hook-creation');
      }
      const [migrate] = containersOf(job);
      const migrateCommand = list(migrate?.['command']).join(' ');
      if (migrateCommand !== `node services/${component}/src/migrate.ts`)
        problem(jobId, `runs "${migrateCommand}"`);
      if (str(migrate?.['image']) !== str(container['image']))
        problem(jobId, 'does not run the image it migrates for');
      // Pre-install hooks run before the release's objects exist: whatever the Job needs
      // from the chart must itself be an earlier hook.
      const sa = serviceAccounts.get(str(podSpec(job)['serviceAccountName']));
      if (sa && (!hookOf(sa).includes('pre-install') || hookWeight(sa) >= hookWeight(job))) {
        problem(jobId, 'its ServiceAccount is not an earlier pre-install hook');
      }
      for (const entry of envOf(migrate ?? {})) {
        const secret = secrets.get(str(at(entry, 'valueFrom', 'secretKeyRef', 'name')));
        if (secret && (!hookOf(secret).includes('pre-install') || hookWeight(secret) >= hookWeight(job))) {
          problem(jobId, 'its Secret is not an earlier pre-install hook');
        }
      }
    }
  }

  const replicas = (d: Obj): number => Number(at(d, 'spec', 'replicas') ?? 1);
  for (const deployment of ofKind(r, 'Deployment').filter((d) => replicas(d) > 1)) {
    const labels = obj(at(deployment, 'spec', 'template', 'metadata', 'labels'));
    const covered = ofKind(r, 'PodDisruptionBudget').some((pdb) => {
      const match = obj(at(pdb, 'spec', 'selector', 'matchLabels'));
      return Object.keys(match).length > 0 && Object.entries(match).every(([k, v]) => labels[k] === v);
    });
    if (!covered)
      problem(
        `Deployment/${nameOf(deployment)} (${r.name})`,
        'runs several replicas without a PodDisruptionBudget',
      );
  }
}

// ---------------------------------------------------------------- rules per values file

export function checkDefaults(r: Render): void {
  const names = ofKind(r, 'Deployment').map(componentOf).sort();
  // Every service folder with a main.ts is deployed; those with a migrate.ts get a migration Job.
  const folders = readdirSync(join(root, 'services')).filter((n) =>
    existsSync(join(root, 'services', n, 'src', 'main.ts')),
  );
  const expected = folders.sort();
  if (names.join() !== expected.join())
    problem(`defaults`, `renders Deployments ${names.join()}, expected ${expected.join()}`);
  const migrated = ofKind(r, 'Job')
    .map((j) => componentOf(j).replace(/^migrate-/, ''))
    .sort();
  const withMigrations = folders.filter((n) => existsSync(join(root, 'services', n, 'src', 'migrate.ts')));
  if (migrated.join() !== withMigrations.join())
    problem('defaults', `migrates ${migrated.join()}, expected ${withMigrations.join()}`);
  const gateway =
    containersOf(ofKind(r, 'Deployment').find((d) => componentOf(d) === 'gateway') ?? {})[0] ?? {};
  const wanted = {
    ACCOUNTS_GRPC_URL: 'gateway-accounts:50051',
    CUSTOMERS_GRPC_URL: 'gateway-customers:50052',
    PAYMENTS_GRPC_URL: 'gateway-payments:50053',
    CHECKOUT_PAGE_URL: 'http://gateway-checkout-page:8081',
    PUBLIC_BASE_URL: 'http://localhost:8080',
  };
  for (const [name, value] of Object.entries(wanted)) {
    if (envValue(gateway, name) !== value)
      problem('defaults gateway', `${name} is ${envValue(gateway, name)}, want ${value}`);
  }
  const payments =
    containersOf(ofKind(r, 'Deployment').find((d) => componentOf(d) === 'payments') ?? {})[0] ?? {};
  for (const name of ['PROVIDER_A_URL', 'PROVIDER_B_URL']) {
    if (!envValue(payments, name)) problem('defaults payments', `${name} is not set`);
  }
  for (const name of [
    'PROVIDER_A_CALLBACK_SECRET',
    'PROVIDER_B_CALLBACK_SECRET',
    'PROVIDER_A_API_KEY',
    'PROVIDER_B_API_KEY',
  ]) {
    if (!envOf(payments).some((e) => e['name'] === name && isObj(at(e, 'valueFrom', 'secretKeyRef')))) {
      problem('defaults payments', `${name} is not read from the Secret`);
    }
  }
}

/** Default deny, then each service open only to the services that call it. */
export function checkNetworkPolicies(r: Render, expectOpen: Record<string, string[]>): void {
  const policies = ofKind(r, 'NetworkPolicy');
  const deny = policies.find((p) => nameOf(p).endsWith('-default-deny'));
  if (!deny || list(at(deny, 'spec', 'ingress')).length > 0)
    problem('network policies', 'no default-deny ingress policy');
  for (const [service, callers] of Object.entries(expectOpen)) {
    const policy = policies.find((p) => componentOf(p) === service);
    if (!policy) {
      problem('network policies', `none for ${service}`);
      continue;
    }
    const from = list(at(policy, 'spec', 'ingress')).flatMap((rule) => list(at(rule, 'from')));
    const open = from.map((peer) =>
      str(at(peer, 'podSelector', 'matchLabels', 'app.kubernetes.io/component')),
    );
    if (open.filter(Boolean).sort().join() !== [...callers].sort().join())
      problem('network policies', `${service} is open to [${open.join()}], expected [${callers.join()}]`);
  }
}

export function checkProduction(r: Render): void {
  const deployments = ofKind(r, 'Deployment');
  const hpas = ofKind(r, 'HorizontalPodAutoscaler');
  for (const deployment of deployments) {
    const hpa = hpas.find((h) => at(h, 'spec', 'scaleTargetRef', 'name') === nameOf(deployment));
    // An autoscaled Deployment leaves replicas to its HPA; its floor is the HPA's minimum.
    const replicas = Number(hpa ? at(hpa, 'spec', 'minReplicas') : (at(deployment, 'spec', 'replicas') ?? 1));
    if (hpa && at(deployment, 'spec', 'replicas') !== undefined)
      problem(`production Deployment/${nameOf(deployment)}`, 'sets replicas although an HPA owns them');
    if (replicas < 2)
      problem(`production Deployment/${nameOf(deployment)}`, `runs ${replicas} replica(s), want >= 2`);
    const [container] = containersOf(deployment);
    if (
      envOf(container ?? {}).some((e) => e['name'] === 'NATS_URL') &&
      envValue(container ?? {}, 'JETSTREAM_REPLICAS') !== '3'
    ) {
      problem(`production Deployment/${nameOf(deployment)}`, 'JETSTREAM_REPLICAS is not 3');
    }
  }
  if (deployments.some((d) => componentOf(d) === 'provider-sandbox'))
    problem('production', 'runs the provider sandbox');
  if (ofKind(r, 'Secret').length > 0)
    problem('production', 'renders Secrets from values (use secrets.existingSecret)');
  const natsConfig = ofKind(r, 'ConfigMap').find((c) => nameOf(c).endsWith('-nats-server-config'));
  if (!/jetstream\s*\{[^}]*sync_interval:\s*always/.test(str(at(natsConfig, 'data', 'jetstream.conf')))) {
    problem('production', 'the nats-server config does not set jetstream { sync_interval: always }');
  }
  const payments = containersOf(deployments.find((d) => componentOf(d) === 'payments') ?? {})[0] ?? {};
  for (const name of ['PROVIDER_A_URL', 'PROVIDER_B_URL']) {
    if (!envValue(payments, name)?.startsWith('https://'))
      problem('production payments', `${name} is not an https URL`);
  }
  if (ofKind(r, 'Ingress').length !== 1) problem('production', 'has no Ingress for /v1');
}

export function checkNotes(name: string, args: string[], expect: RegExp[]): void {
  // helm template skips NOTES.txt; render it through tpl in a scratch copy of the chart.
  const scratch = mkdtempSync(join(tmpdir(), 'check-chart-'));
  try {
    const copy = join(scratch, 'gateway');
    cpSync(chartDir, copy, { recursive: true });
    renameSync(join(copy, 'templates/NOTES.txt'), join(copy, 'notes-check.txt'));
    writeFileSync(
      join(copy, 'templates/notes-check.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notes-check\ndata:\n  notes: {{ tpl (.Files.Get "notes-check.txt") . | quote }}\n',
    );
    const result = spawnSync(
      helmBin,
      ['template', 'gateway', copy, '-s', 'templates/notes-check.yaml', ...args],
      {
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) {
      problem(`NOTES.txt (${name})`, firstLines(`${result.stderr}`));
      return;
    }
    const notesText = str(at(parse(result.stdout), 'data', 'notes'));
    for (const pattern of expect) {
      if (!pattern.test(notesText)) problem(`NOTES.txt (${name})`, `does not match ${pattern}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
