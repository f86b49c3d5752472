// skaffold.yaml: validated against skaffold's published JSON schema for its apiVersion (vendored
// from GoogleContainerTools/skaffold docs-v2/content/en/schemas/v4beta11.json, so no network),
// then the repository's own wiring rules: one artifact per service, image values, port-forward.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { componentOf, containersOf, nameOf, ofKind, type Render } from './helm.ts';
import { root, skaffoldFile } from './paths.ts';
import { at, list, type Obj, obj, problem, str } from './report.ts';

const SCHEMA_VERSION = 'v4beta11';
const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, `skaffold-${SCHEMA_VERSION}.schema.json`), 'utf8'),
) as object;
// Not strict: the published schema carries editor hints (x-intellij-html-description, preferredOrder).
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);

/** Checks a parsed skaffold config against the published schema; one problem per violation. */
export function checkSkaffoldSchema(config: unknown, where = 'skaffold.yaml'): void {
  if (validate(config)) return;
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    // anyOf branches repeat the same finding; the schema root's anyOf adds nothing of its own.
    if (error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const extra =
      error.keyword === 'additionalProperties' ? ` (${String(error.params['additionalProperty'])})` : '';
    const line = `${error.instancePath || '/'} ${error.message ?? 'is invalid'}${extra}`;
    if (seen.has(line)) continue;
    seen.add(line);
    problem(where, `schema ${SCHEMA_VERSION}: ${line}`);
  }
}

/** skaffold's template variable suffix for an image name. */
const sanitize = (image: string): string => image.replace(/[/\-.:]/g, '_');

export interface SkaffoldInfo {
  artifacts: string[];
  pending: string[];
  release: Obj;
  portForward: Obj[];
}

export function checkSkaffold(chartServices: string[], file = skaffoldFile): SkaffoldInfo | undefined {
  if (!existsSync(file)) {
    problem('skaffold.yaml', 'missing');
    return undefined;
  }
  const config: unknown = parse(readFileSync(file, 'utf8'));
  checkSkaffoldSchema(config);
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
export function skaffoldValues(
  info: SkaffoldInfo,
  digest: string,
): { args: string[]; images: Map<string, string> } {
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

export function checkSkaffoldRender(r: Render, info: SkaffoldInfo, images: Map<string, string>): void {
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
