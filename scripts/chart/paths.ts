import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const chartDir = join(root, 'charts/gateway');
export const productionValues = join(root, 'deploy/values/production.yaml');
export const devValues = join(root, 'deploy/values/dev.yaml');
export const skaffoldFile = join(root, 'skaffold.yaml');
export const dockerfile = join(root, 'deploy/Dockerfile');
const localHelm = join(root, 'node_modules/.bin/helm');
export const helmBin = existsSync(localHelm) ? localHelm : 'helm';
