import pg from 'pg';
import type { Nats } from '../events/nats.ts';
import type { Logger } from '../logger.ts';
import { errorText } from './dependencies.ts';

export interface DependencyState {
  database: boolean;
  nats: boolean;
}

/**
 * Watches Postgres (a `SELECT 1` every interval, on a connection of its own: through the pool, a
 * burst of requests waiting for connections would look like an outage and turn every call away) and NATS (its connection status) and says when
 * either goes away or comes back, so health turns NOT_SERVING during an outage and SERVING again
 * by itself afterwards.
 */
export class DependencyWatch {
  readonly state: DependencyState = { database: true, nats: true };
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;
  private stopped = false;
  private lastProbe = 0;
  private client: pg.Client | undefined;
  private readonly options: {
    pool: pg.Pool;
    /** Absent for a service without events: readiness then follows Postgres alone. */
    nats: Nats | undefined;
    intervalMs: number;
    logger: Logger;
    onChange: (state: DependencyState) => void;
  };

  constructor(options: DependencyWatch['options']) {
    this.options = options;
  }

  get ready(): boolean {
    return this.state.database && this.state.nats;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.lastProbe = 0;
      void this.probe();
    }, this.options.intervalMs);
    this.timer.unref();
    void this.watchNats();
  }

  /** Probes Postgres now (also used to re-check soon when a call was refused), at most every 250 ms. */
  probe(): Promise<void> {
    if (!this.probing && Date.now() - this.lastProbe < 250) return Promise.resolve();
    this.lastProbe = Date.now();
    this.probing ??= this.probeDatabase().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.probing;
    await this.dropClient();
  }

  private async selectOne(timeoutMs: number): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ ...this.options.pool.options, connectionTimeoutMillis: timeoutMs });
      // A dropped probe connection is reopened by the next probe; the error itself is the probe's.
      client.on('error', () => {
        if (this.client === client) this.client = undefined;
      });
      this.client = client;
      await client.connect();
    }
    await this.client.query('SELECT 1');
  }

  private async dropClient(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async probeDatabase(): Promise<void> {
    const timeoutMs = Math.max(1000, this.options.intervalMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.selectOne(timeoutMs),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      this.set('database', true);
    } catch (err) {
      await this.dropClient();
      this.set('database', false, errorText(err));
    } finally {
      clearTimeout(timer);
    }
    if (this.options.nats?.nc.isClosed()) this.set('nats', false, 'connection closed');
  }

  private async watchNats(): Promise<void> {
    if (!this.options.nats) return;
    for await (const status of this.options.nats.nc.status()) {
      if (this.stopped) break;
      if (status.type === 'disconnect') this.set('nats', false, 'disconnected');
      if (status.type === 'reconnect') this.set('nats', true);
    }
  }

  private set(which: keyof DependencyState, up: boolean, why?: string): void {
    if (this.stopped || this.state[which] === up) return;
    this.state[which] = up;
    const name = which === 'database' ? 'PostgreSQL' : 'NATS';
    if (up) this.options.logger.info(`${name} reachable again`);
    else this.options.logger.warn(`${name} unreachable (${why}); not serving until it is back`);
    this.options.onChange({ ...this.state });
  }
}
