// The load generator of `make bench`: an open loop that sends each request at its due time,
// whatever the previous ones are doing, and measures latency from that due time (so a stall
// counts against every request it delays), and a closed loop for flat out.
import http from 'node:http';

export interface Target {
  name: string;
  url: string;
  key?: string;
}

export interface Shot {
  /** 2xx latencies in ms, from each request's due time. */
  latencies: number[];
  /** The same 2xx answers as [due time in ms after the run's start, latency in ms]. */
  timeline: [number, number][];
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  sent: number;
  seconds: number;
  sample: string | undefined;
}

const REQUEST_TIMEOUT_MS = 10_000;

/** The p-th percentile (nearest rank) of ascending latencies; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function paymentBody(reference: string): string {
  return JSON.stringify({ provider: 'transferencia', amount: 150000, currency: 'PYG', reference });
}

function post(agent: http.Agent, target: Target, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(`${target.url}/v1/payments`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(target.key ? { authorization: `Bearer ${target.key}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < 1000) text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

function recorder() {
  const shot: Shot = {
    latencies: [],
    timeline: [],
    statuses: {},
    errors: 0,
    timeouts: 0,
    sent: 0,
    seconds: 0,
    sample: undefined,
  };
  const origin = performance.now();
  const send = async (agent: http.Agent, target: Target, reference: string, due: number) => {
    shot.sent++;
    try {
      const { status, text } = await post(agent, target, paymentBody(reference));
      shot.statuses[status] = (shot.statuses[status] ?? 0) + 1;
      if (status >= 200 && status <= 299) {
        const latency = performance.now() - due;
        shot.latencies.push(latency);
        shot.timeline.push([due - origin, latency]);
      } else shot.sample ??= `${status} ${text}`;
    } catch (err) {
      shot.errors++;
      if ((err as Error).message === 'timeout') shot.timeouts++;
      shot.sample ??= `error ${(err as Error).message}`;
    }
  };
  return { shot, send };
}

/** `rate` requests per second for `seconds`, each sent at its due time on a pool of keep-alive connections. */
export async function openLoop(target: Target, rate: number, seconds: number, prefix: string): Promise<Shot> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const { shot, send } = recorder();
  const total = Math.round(rate * seconds);
  const start = performance.now() + 20;
  const inflight: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        const due = start + (next * 1000) / rate;
        inflight.push(send(agent, target, `${prefix}-${next}`, due));
        next++;
      }
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    setTimeout(tick, 20);
  });
  await Promise.all(inflight);
  shot.seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return shot;
}

/** Flat out: `connections` requests always in flight for `seconds`; latency from each send. */
export async function closedLoop(
  target: Target,
  connections: number,
  seconds: number,
  prefix: string,
): Promise<Shot> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { shot, send } = recorder();
  const start = performance.now();
  const end = start + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await send(agent, target, `${prefix}-${n++}`, performance.now());
    }),
  );
  shot.seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return shot;
}
