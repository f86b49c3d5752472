// Helm: lint and render the chart, and validate every rendered document against its Kubernetes schema.
import { spawnSync } from 'node:child_process';
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
import { parseAllDocuments } from 'yaml';
import { chartDir, helmBin, root } from './paths.ts';
import { at, isObj, list, type Obj, obj, problem, str } from './report.ts';

export function helm(args: string[]): { ok: boolean; out: string } {
  const run = spawnSync(helmBin, args, { encoding: 'utf8', cwd: root, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { ok: false, out: run.error.message };
  return { ok: run.status === 0, out: `${run.stdout}${run.stderr}` };
}

/** Helm's error and the lines explaining it, on one line. */
export const firstLines = (out: string): string =>
  out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ') || 'failed';

export interface Model {
  validate(): void;
}
export type ModelClass = new (data: never) => Model;

/**
 * The Prometheus Operator's ServiceMonitor is a custom resource with no model in
 * kubernetes-models: the fields the operator needs are checked by hand.
 */
class ServiceMonitor implements Model {
  private readonly data: Obj;
  constructor(data: never) {
    this.data = data as Obj;
  }
  validate(): void {
    const spec = obj(this.data['spec']);
    if (!isObj(at(spec, 'selector', 'matchLabels'))) throw new Error('spec.selector.matchLabels is required');
    const endpoints = list(spec['endpoints']).map(obj);
    if (endpoints.length === 0) throw new Error('spec.endpoints is empty');
    for (const e of endpoints) {
      if (typeof e['port'] !== 'string' || !e['port']) throw new Error('an endpoint has no named port');
      if (e['path'] !== undefined && !String(e['path']).startsWith('/'))
        throw new Error('endpoint path must start with /');
    }
  }
}
// Every kind the chart may render; anything else is a mistake until added here.
export const models: Record<string, ModelClass> = {
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
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor as unknown as ModelClass,
};

export interface Render {
  name: string;
  docs: Obj[];
}

export let validatedDocs = 0;

export function render(name: string, args: string[]): Render | undefined {
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

export const ofKind = (r: Render, kind: string): Obj[] => r.docs.filter((d) => d['kind'] === kind);
export const nameOf = (doc: Obj): string => str(at(doc, 'metadata', 'name'));
export const hookOf = (doc: Obj): string => str(at(doc, 'metadata', 'annotations', 'helm.sh/hook'));
export const hookWeight = (doc: Obj): number =>
  Number(str(at(doc, 'metadata', 'annotations', 'helm.sh/hook-weight')) || 0);
export const podSpec = (doc: Obj): Obj => obj(at(doc, 'spec', 'template', 'spec'));
export const containersOf = (doc: Obj): Obj[] => list(podSpec(doc)['containers']).map(obj);
export const envOf = (container: Obj): Obj[] => list(container['env']).map(obj);
export const envValue = (container: Obj, name: string): string | undefined => {
  const entry = envOf(container).find((e) => e['name'] === name);
  return entry && typeof entry['value'] === 'string' ? entry['value'] : undefined;
};
export const componentOf = (doc: Obj): string =>
  str(at(doc, 'metadata', 'labels', 'app.kubernetes.io/component'));
