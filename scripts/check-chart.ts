// Offline checks of the deployment files: the Helm chart (lint, render, Kubernetes schemas,
// security and wiring rules), deploy/Dockerfile and skaffold.yaml.
// Usage: node scripts/check-chart.ts   (exit code 1 and one line per problem on failure)
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Pod } from 'kubernetes-models/v1/Pod';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { parse, parseAllDocuments } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const chartDir = join(root, 'charts/gateway');
const productionValues = join(root, 'deploy/values/production.yaml');
const devValues = join(root, 'deploy/values/dev.yaml');
const skaffoldFile = join(root, 'skaffold.yaml');
const dockerfile = join(root, 'deploy/Dockerfile');
const localHelm = join(root, 'node_modules/.bin/helm');
const helmBin = existsSync(localHelm) ? localHelm : 'helm';

const problems: string[] = [];
const notes: string[] = [];
const problem = (where: string, message: string): void => {
  problems.push(`${where}: ${message}`);
};

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const obj = (value: unknown): Obj => (isObj(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (isObj(current) ? current[key] : undefined), value);

// ---------------------------------------------------------------- helm

function helm(args: string[]): { ok: boolean; out: string } {
  const run = spawnSync(helmBin, args, { encoding: 'utf8', cwd: root, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, out: run.error.message };
  return { ok: run.status === 0, out: `${run.stdout}${run.stderr}` };
}

/** Helm's error and the lines explaining it, on one line. */
const firstLines = (out: string): string =>
  out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ') || 'failed';

interface Model {
  validate(): void;
}
type ModelClass = new (data: never) => Model;
// Every kind the chart may render; anything else is a mistake until added here.
const models: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'v1/Pod': Pod,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

interface Render {
  name: string;
  docs: Obj[];
}

let validatedDocs = 0;

function render(name: string, args: string[]): Render | undefined {
  const result = helm(['template', 'gateway', chartDir, ...args]);
  if (!result.ok) {
    problem(`helm template (${name})`, firstLines(result.out));
    return undefined;
  }
  const docs: Obj[] = [];
  for (const doc of parseAllDocuments(result.out)) {
    if (doc.errors.length > 0) {
      problem(`helm template (${name})`, `unparsable YAML: ${doc.errors[0]?.message}`);
      continue;
    }
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) continue;
    if (!isObj(value)) {
      problem(`helm template (${name})`, 'a rendered document is not a mapping');
      continue;
    }
    const id = `${str(value['kind'])}/${str(at(value, 'metadata', 'name'))} (${name})`;
    const Model = models[`${str(value['apiVersion'])}/${str(value['kind'])}`];
    if (!Model) {
      problem(id, `no schema for apiVersion ${str(value['apiVersion'])} kind ${str(value['kind'])}`);
      continue;
    }
    try {
      new Model(value as never).validate();
      validatedDocs++;
    } catch (error) {
      problem(id, `schema: ${error instanceof Error ? error.message : String(error)}`);
    }
    docs.push(value);
  }
  return { name, docs };
}

const ofKind = (r: Render, kind: string): Obj[] => r.docs.filter((d) => d['kind'] === kind);
const nameOf = (doc: Obj): string => str(at(doc, 'metadata', 'name'));
const hookOf = (doc: Obj): string => str(at(doc, 'metadata', 'annotations', 'helm.sh/hook'));
const hookWeight = (doc: Obj): number =>
  Number(str(at(doc, 'metadata', 'annotations', 'helm.sh/hook-weight')) || 0);
const podSpec = (doc: Obj): Obj => obj(at(doc, 'spec', 'template', 'spec'));
const containersOf = (doc: Obj): Obj[] => list(podSpec(doc)['containers']).map(obj);
const envOf = (container: Obj): Obj[] => list(container['env']).map(obj);
const envValue = (container: Obj, name: string): string | undefined => {
  const entry = envOf(container).find((e) => e['name'] === name);
  return entry && typeof entry['value'] === 'string' ? entry['value'] : undefined;
};
const componentOf = (doc: Obj): string => str(at(doc, 'metadata', 'labels', 'app.kubernetes.io/component'));

// ---------------------------------------------------------------- rules for every render

function checkSecurity(r: Render): void {
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

function checkWiring(r: Render, secretName: string): void {
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

function checkDefaults(r: Render): void {
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
function checkNetworkPolicies(r: Render, expectOpen: Record<string, string[]>): void {
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

function checkProduction(r: Render): void {
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

function checkNotes(name: string, args: string[], expect: RegExp[]): void {
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

// ---------------------------------------------------------------- skaffold.yaml

// The parts of skaffold's v4beta11 schema this repository may use, transcribed from
// pkg/skaffold/schema/v4beta11/config.go (field names are the yaml tags). The JSON schema
// file for v4beta11 was not available offline; unknown keys fail here like they do in skaffold.
type Shape =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'any'
  | { fields: Record<string, Shape> }
  | { items: Shape }
  | { values: Shape };
const stringList: Shape = { items: 'string' };
const stringMap: Shape = { values: 'string' };
const helmFlags: Shape = { fields: { global: stringList, install: stringList, upgrade: stringList } };
const helmRelease: Shape = {
  fields: {
    name: 'string',
    chartPath: 'string',
    remoteChart: 'string',
    valuesFiles: stringList,
    namespace: 'string',
    version: 'string',
    setValues: stringMap,
    setValueTemplates: stringMap,
    setFiles: stringMap,
    createNamespace: 'boolean',
    wait: 'boolean',
    recreatePods: 'boolean',
    skipBuildDependencies: 'boolean',
    skipTests: 'boolean',
    useHelmSecrets: 'boolean',
    repo: 'string',
    upgradeOnChange: 'boolean',
    overrides: 'any',
    packaged: { fields: { version: 'string', appVersion: 'string' } },
  },
};
const skaffoldShape: Shape = {
  fields: {
    apiVersion: 'string',
    kind: 'string',
    metadata: { fields: { name: 'string', labels: stringMap, annotations: stringMap } },
    requires: 'any',
    profiles: 'any',
    test: 'any',
    verify: 'any',
    customActions: 'any',
    resourceSelector: 'any',
    build: {
      fields: {
        hooks: 'any',
        insecureRegistries: stringList,
        platforms: stringList,
        googleCloudBuild: 'any',
        cluster: 'any',
        tagPolicy: {
          fields: {
            gitCommit: 'any',
            sha256: 'any',
            envTemplate: 'any',
            dateTime: 'any',
            customTemplate: 'any',
            inputDigest: 'any',
          },
        },
        local: {
          fields: {
            push: 'boolean',
            tryImportMissing: 'boolean',
            useDockerCLI: 'boolean',
            useBuildkit: 'boolean',
            concurrency: 'integer',
          },
        },
        artifacts: {
          items: {
            fields: {
              image: 'string',
              context: 'string',
              sync: 'any',
              requires: 'any',
              hooks: 'any',
              platforms: stringList,
              runtimeType: 'string',
              docker: {
                fields: {
                  dockerfile: 'string',
                  target: 'string',
                  buildArgs: stringMap,
                  network: 'string',
                  addHost: stringList,
                  cacheFrom: stringList,
                  cliFlags: stringList,
                  pullParent: 'boolean',
                  noCache: 'boolean',
                  squash: 'boolean',
                  secrets: 'any',
                  ssh: 'string',
                },
              },
            },
          },
        },
      },
    },
    manifests: {
      fields: {
        rawYaml: stringList,
        remoteManifests: 'any',
        kustomize: 'any',
        kpt: stringList,
        hooks: 'any',
        transform: 'any',
        validate: 'any',
        output: 'string',
        helm: { fields: { flags: helmFlags, releases: { items: helmRelease } } },
      },
    },
    deploy: {
      fields: {
        docker: 'any',
        kpt: 'any',
        kubectl: 'any',
        cloudrun: 'any',
        statusCheck: 'boolean',
        statusCheckDeadlineSeconds: 'integer',
        tolerateFailuresUntilDeadline: 'boolean',
        kubeContext: 'string',
        logs: 'any',
        helm: { fields: { releases: { items: helmRelease }, flags: helmFlags, hooks: 'any' } },
      },
    },
    portForward: {
      items: {
        fields: {
          resourceType: 'string',
          resourceName: 'string',
          namespace: 'string',
          port: 'any',
          address: 'string',
          localPort: 'integer',
        },
      },
    },
  },
};

function checkShape(value: unknown, shape: Shape, path: string): void {
  if (shape === 'any') return;
  if (shape === 'string' || shape === 'boolean') {
    if (typeof value !== shape) problem('skaffold.yaml', `${path} must be a ${shape}`);
    return;
  }
  if (shape === 'integer') {
    if (!Number.isInteger(value)) problem('skaffold.yaml', `${path} must be an integer`);
    return;
  }
  if ('items' in shape) {
    if (!Array.isArray(value)) problem('skaffold.yaml', `${path} must be a list`);
    else {
      for (const [i, item] of value.entries()) checkShape(item, shape.items, `${path}[${i}]`);
    }
    return;
  }
  if (!isObj(value)) {
    problem('skaffold.yaml', `${path} must be a mapping`);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    const childShape = 'values' in shape ? shape.values : shape.fields[key];
    if (!childShape) problem('skaffold.yaml', `${path}.${key} is not a v4beta11 field`);
    else checkShape(child, childShape, `${path}.${key}`);
  }
}

/** skaffold's template variable suffix for an image name. */
const sanitize = (image: string): string => image.replace(/[/\-.:]/g, '_');

interface SkaffoldInfo {
  artifacts: string[];
  pending: string[];
  release: Obj;
  portForward: Obj[];
}

function checkSkaffold(chartServices: string[]): SkaffoldInfo | undefined {
  if (!existsSync(skaffoldFile)) {
    problem('skaffold.yaml', 'missing');
    return undefined;
  }
  const config: unknown = parse(readFileSync(skaffoldFile, 'utf8'));
  checkShape(config, skaffoldShape, '');
  if (at(config, 'apiVersion') !== 'skaffold/v4beta11')
    problem('skaffold.yaml', 'apiVersion is not skaffold/v4beta11');
  if (at(config, 'kind') !== 'Config') problem('skaffold.yaml', 'kind is not Config');

  const artifacts: string[] = [];
  for (const artifact of list(at(config, 'build', 'artifacts')).map(obj)) {
    const image = str(artifact['image']);
    const name = image.replace(/^gateway\//, '');
    if (!image.startsWith('gateway/')) problem('skaffold.yaml', `artifact ${image} is not gateway/<service>`);
    if (artifacts.includes(name)) problem('skaffold.yaml', `artifact ${image} is listed twice`);
    artifacts.push(name);
    if (str(artifact['context'] ?? '.') !== '.')
      problem('skaffold.yaml', `artifact ${image} context is not the repository root`);
    if (at(artifact, 'docker', 'dockerfile') !== 'deploy/Dockerfile')
      problem('skaffold.yaml', `artifact ${image} does not use deploy/Dockerfile`);
    if (at(artifact, 'docker', 'buildArgs', 'SERVICE') !== name)
      problem('skaffold.yaml', `artifact ${image} buildArgs.SERVICE is not ${name}`);
  }

  // Every runnable service directory has an artifact; services still being written
  // (no src/main.ts yet) may already have one.
  const runnable = readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() && d.name !== 'shared' && existsSync(join(root, 'services', d.name, 'src/main.ts')),
    )
    .map((d) => d.name);
  for (const name of runnable) {
    if (!artifacts.includes(name))
      problem('skaffold.yaml', `services/${name} has src/main.ts but no artifact`);
    if (!chartServices.includes(name))
      problem('charts/gateway', `services/${name} has src/main.ts but no entry in values.yaml services`);
  }
  for (const name of artifacts) {
    if (!chartServices.includes(name))
      problem('skaffold.yaml', `artifact gateway/${name} is not a chart service`);
  }
  for (const name of chartServices) {
    if (!artifacts.includes(name)) problem('skaffold.yaml', `chart service ${name} has no artifact`);
  }
  const pending = artifacts.filter((name) => !runnable.includes(name));

  const rendered = list(at(config, 'manifests', 'helm', 'releases')).map(obj);
  const deployed = list(at(config, 'deploy', 'helm', 'releases')).map(obj);
  if (rendered.length !== 1)
    problem('skaffold.yaml', 'manifests.helm.releases must hold exactly one release');
  if (JSON.stringify(rendered) !== JSON.stringify(deployed)) {
    problem('skaffold.yaml', 'deploy.helm.releases differs from manifests.helm.releases');
  }
  const release = rendered[0] ?? {};
  if (release['chartPath'] !== 'charts/gateway')
    problem('skaffold.yaml', 'the release chartPath is not charts/gateway');
  for (const file of list(release['valuesFiles']).map(str)) {
    if (!existsSync(join(root, file))) problem('skaffold.yaml', `values file ${file} does not exist`);
  }
  const templates = obj(release['setValueTemplates']);
  for (const name of artifacts) {
    const id = sanitize(`gateway/${name}`);
    if (templates[`services.${name}.image.repository`] !== `{{.IMAGE_REPO_${id}}}`) {
      problem(
        'skaffold.yaml',
        `setValueTemplates does not set services.${name}.image.repository to {{.IMAGE_REPO_${id}}}`,
      );
    }
    if (!str(templates[`services.${name}.image.tag`]).startsWith(`{{.IMAGE_TAG_${id}}}`)) {
      problem(
        'skaffold.yaml',
        `setValueTemplates does not set services.${name}.image.tag from {{.IMAGE_TAG_${id}}}`,
      );
    }
  }
  const known = new Set(artifacts.map((name) => sanitize(`gateway/${name}`)));
  for (const value of Object.values(templates).map(str)) {
    for (const match of value.matchAll(/\{\{\s*\.IMAGE_[A-Z_]+?_(gateway_[A-Za-z0-9_]+)\s*\}\}/g)) {
      if (!known.has(match[1] ?? '')) problem('skaffold.yaml', `${value} names no artifact`);
    }
  }
  const portForward = list(at(config, 'portForward')).map(obj);
  if (!portForward.some((f) => f['resourceName'] === 'gateway-gateway' && Number(f['port']) === 8080)) {
    problem('skaffold.yaml', 'no portForward for the gateway on 8080');
  }
  return { artifacts, pending, release, portForward };
}

/** skaffold's values with made-up image references, so the render proves the wiring. */
function skaffoldValues(info: SkaffoldInfo, digest: string): { args: string[]; images: Map<string, string> } {
  const args: string[] = [];
  for (const file of list(info.release['valuesFiles']).map(str)) args.push('-f', join(root, file));
  const images = new Map<string, string>();
  const expand = (template: string): string =>
    template.replace(
      /\{\{\s*\.IMAGE_(REPO|TAG|DIGEST)_([A-Za-z0-9_]+)\s*\}\}/g,
      (_all, part: string, id: string) =>
        part === 'REPO' ? `registry.test/${id}` : part === 'TAG' ? `tag-${id}` : digest,
    );
  for (const [key, template] of Object.entries(obj(info.release['setValueTemplates']))) {
    args.push('--set-string', `${key}=${expand(str(template))}`);
  }
  for (const name of info.artifacts) {
    const id = sanitize(`gateway/${name}`);
    images.set(name, `registry.test/${id}:tag-${id}${digest ? `@${digest}` : ''}`);
  }
  return { args, images };
}

function checkSkaffoldRender(r: Render, info: SkaffoldInfo, images: Map<string, string>): void {
  for (const doc of [...ofKind(r, 'Deployment'), ...ofKind(r, 'Job')]) {
    const name = componentOf(doc).replace(/^migrate-/, '');
    const image = str(containersOf(doc)[0]?.['image']);
    if (images.get(name) !== image)
      problem(
        `${doc['kind']}/${nameOf(doc)} (${r.name})`,
        `runs ${image}, not skaffold's ${images.get(name)}`,
      );
  }
  for (const forward of info.portForward) {
    const service = ofKind(r, 'Service').find((s) => nameOf(s) === forward['resourceName']);
    const port = Number(forward['port']);
    if (str(forward['resourceType']).toLowerCase() !== 'service' || !service) {
      problem(
        'skaffold.yaml',
        `portForward ${str(forward['resourceName'])} is not a Service the dev release renders`,
      );
    } else if (!list(at(service, 'spec', 'ports')).some((p) => obj(p)['port'] === port)) {
      problem('skaffold.yaml', `portForward ${str(forward['resourceName'])} has no port ${port}`);
    }
  }
}

// ---------------------------------------------------------------- Dockerfile

function checkDockerfile(): void {
  if (!existsSync(dockerfile)) {
    problem('deploy/Dockerfile', 'missing');
    return;
  }
  const text = readFileSync(dockerfile, 'utf8');
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

// ---------------------------------------------------------------- main

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
    accounts: ['gateway', 'notifier', 'payments', 'sessions'],
    webhooks: ['gateway'],
    customers: ['cards', 'gateway', 'payments'],
    payments: ['checkout-page', 'gateway', 'receipts', 'sessions'],
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

const info = checkSkaffold(chartServices);
let renders = [defaults, production, extra].filter(Boolean).length;
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
