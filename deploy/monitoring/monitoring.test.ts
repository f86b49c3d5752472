// The alert rules and the Grafana dashboard read only metrics some service exports: a renamed
// metric would silently turn an alert off, so the names are checked against the code.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse } from 'yaml';

const ROOT = join(import.meta.dirname, '..', '..');
const HISTOGRAM_SERIES = /_(bucket|count|sum)$/;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'testing') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Every metric name a service defines: the string literals that name gateway_* metrics, plus prom-client's process metrics. */
async function exported(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const file of sources(join(ROOT, 'services')))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/['"`](gateway_[a-z0-9_]+)['"`]/g))
      names.add(name!);
  const defaults = new Registry();
  collectDefaultMetrics({ register: defaults });
  for (const metric of await defaults.getMetricsAsJSON()) names.add(metric.name);
  return names;
}

function used(expr: string): string[] {
  return [...expr.matchAll(/\b((?:gateway|process|nodejs)_[a-z0-9_]+)\b/g)].map(([, name]) =>
    name!.replace(HISTOGRAM_SERIES, ''),
  );
}

describe('monitoring', () => {
  it('every alert rule reads exported metrics, and names its severity', async () => {
    const names = await exported();
    const rules = (
      parse(readFileSync(join(import.meta.dirname, 'alerts.yaml'), 'utf8')) as {
        groups: { rules: { alert: string; expr: string; labels: { severity: string } }[] }[];
      }
    ).groups.flatMap((g) => g.rules);
    assert.ok(rules.length >= 5);
    for (const topic of ['Outbox', 'ConsumerLag', '5xx', 'WebhookExhausted'])
      assert.ok(
        rules.some((r) => r.alert.includes(topic)),
        `an alert on ${topic}`,
      );
    for (const rule of rules) {
      assert.ok(['page', 'ticket'].includes(rule.labels.severity), rule.alert);
      const metrics = used(rule.expr);
      assert.ok(metrics.length > 0, rule.alert);
      for (const metric of metrics)
        assert.ok(names.has(metric), `${rule.alert} reads ${metric}, which nothing exports`);
    }
  });

  it('every dashboard panel queries exported metrics', async () => {
    const names = await exported();
    const dashboard = JSON.parse(
      readFileSync(join(import.meta.dirname, 'grafana-dashboard.json'), 'utf8'),
    ) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    assert.ok(dashboard.panels.length >= 8);
    for (const panel of dashboard.panels)
      for (const target of panel.targets)
        for (const metric of used(target.expr))
          assert.ok(names.has(metric), `panel "${panel.title}" reads ${metric}, which nothing exports`);
  });
});
