import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

// Modules compiled once (types stripped, V8 code cached) start faster the next time, and a
// process that finds all its modules there never loads the TypeScript stripper (~17 MiB each).
export const COMPILE_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'node-compile');

// As in the image (deploy/Dockerfile, which says why).
export const SERVICE_NODE_OPTIONS = '--max-semi-space-size=16 --v8-pool-size=1';

/** Every service the local stack runs, with its port's offset from the base port. */
export const SERVICES = [
  { name: 'provider-sandbox', offset: 6, kind: 'http' },
  { name: 'accounts', offset: 1, kind: 'grpc' },
  { name: 'customers', offset: 2, kind: 'grpc' },
  { name: 'scheduler', offset: 4, kind: 'grpc' },
  { name: 'payments', offset: 3, kind: 'grpc' },
  { name: 'checkout-page', offset: 5, kind: 'http' },
  // Started only once their folder exists (see available()).
  { name: 'webhooks', offset: 7, kind: 'grpc' },
  { name: 'notifier', offset: 8, kind: 'grpc' },
  { name: 'receipts', offset: 9, kind: 'grpc' },
  { name: 'cards', offset: 10, kind: 'grpc' },
  { name: 'sessions', offset: 11, kind: 'grpc' },
  { name: 'dashboard', offset: 12, kind: 'http' },
  { name: 'gateway', offset: 0, kind: 'http' },
] as const;

/** Service ports take offsets 0-12 from the base; the gRPC services' `/metrics` listeners 13-25. */
const METRICS_OFFSET = 13;

/** Ports from the base a stack reserves (offsets 0 to PORT_SPAN - 1). */
export const PORT_SPAN = 26;

/** Where a gRPC service's `/metrics` answers: 9464 + its offset, or base + 13 + its offset. */
export function metricsPortFor(name: ServiceName, base: number | undefined): number {
  const offset = SERVICES.find((s) => s.name === name)!.offset;
  return base === undefined ? 9464 + offset : base + METRICS_OFFSET + offset;
}

export type ServiceName = (typeof SERVICES)[number]['name'];

const DEFAULT_PORTS: Record<ServiceName, number> = {
  gateway: 8080,
  accounts: 50051,
  customers: 50052,
  payments: 50053,
  scheduler: 50054,
  'checkout-page': 8081,
  'provider-sandbox': 8090,
  webhooks: 50055,
  notifier: 50056,
  receipts: 50057,
  cards: 50058,
  sessions: 50059,
  dashboard: 8082,
};

export function available(name: string): boolean {
  return existsSync(join(ROOT, 'services', name, 'src', 'main.ts'));
}

/** Ports: the well-known defaults, or base + offset when a base is given (parallel stacks). */
export function portsFor(base: number | undefined, gatewayPort?: number): Record<ServiceName, number> {
  const ports = { ...DEFAULT_PORTS };
  if (base !== undefined) for (const s of SERVICES) ports[s.name] = base + s.offset;
  if (gatewayPort !== undefined && base === undefined) ports.gateway = gatewayPort;
  return ports;
}

/** The environment each service gets, wired to its neighbours. */
export function serviceEnv(
  name: ServiceName,
  ports: Record<ServiceName, number>,
  common: Record<string, string>,
): Record<string, string> {
  const host = '127.0.0.1';
  const base: Record<string, string> = {
    ...common,
    ACCOUNTS_GRPC_URL: `${host}:${ports.accounts}`,
    CUSTOMERS_GRPC_URL: `${host}:${ports.customers}`,
    PAYMENTS_GRPC_URL: `${host}:${ports.payments}`,
    WEBHOOKS_GRPC_URL: `${host}:${ports.webhooks}`,
    RECEIPTS_GRPC_URL: `${host}:${ports.receipts}`,
    CARDS_GRPC_URL: `${host}:${ports.cards}`,
    SESSIONS_GRPC_URL: `${host}:${ports.sessions}`,
    DASHBOARD_URL: `http://${host}:${ports.dashboard}`,
    CHECKOUT_PAGE_URL: `http://${host}:${ports['checkout-page']}`,
    PROVIDER_A_URL: `http://${host}:${ports['provider-sandbox']}/provider-a`,
    PROVIDER_B_URL: `http://${host}:${ports['provider-sandbox']}/provider-b`,
    // The local stack opens the sandbox processors to live keys on purpose (demos, live-key tests).
    CARD_PROCESSORS: common['CARD_PROCESSORS'] ?? 'sandbox-live',
  };
  // Loopback only: the local stack is for this machine, and its gRPC ports have no authentication.
  base['HOST'] = common['BIND_HOST'] ?? host;
  const own = SERVICES.find((s) => s.name === name)!;
  if (own.kind === 'grpc') {
    base['GRPC_PORT'] = String(ports[name]);
    base['METRICS_PORT'] = String(
      metricsPortFor(name, common['STACK_PORT_BASE'] ? Number(common['STACK_PORT_BASE']) : undefined),
    );
  } else base['HTTP_PORT'] = String(ports[name]);
  return base;
}
