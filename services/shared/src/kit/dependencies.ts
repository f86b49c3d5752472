/** Where a dependency lives, never its credentials: `host:port/path`. */
export function endpointLabel(url: string, defaultPort: string): string {
  try {
    const parsed = new URL(url.split(',')[0] ?? url);
    return `${parsed.hostname}:${parsed.port || defaultPort}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}

export function errorText(err: unknown): string {
  // A refused connection to a dual-stack host is an AggregateError with an empty message.
  if (err instanceof Error && err.message) return err.message;
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(err);
}

/**
 * Runs a step that needs a dependency; its failure becomes one line naming the dependency, where it
 * was looked for and the variable that moves it, which is what an operator needs to fix it.
 */
export async function needing<T>(
  what: string,
  where: string,
  envVar: string,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (err) {
    throw new Error(`cannot reach ${what} at ${where} (${errorText(err)}); start it or set ${envVar}`, {
      cause: err,
    });
  }
}

export interface WaitOptions {
  /** Give up after this long; the last failure becomes the one-line error. */
  deadlineMs: number;
  /** Said (once per failed attempt) while waiting. */
  onRetry?: (line: string, attempt: number) => void;
  /** Ends the wait early (the service is being stopped while it waits). */
  signal?: AbortSignal;
}

/**
 * Runs a step that needs a dependency until it succeeds, backing off from 100 ms to 5 s, so a
 * service started before its database (or during a failover) waits instead of crash-looping.
 */
export async function waitFor<T>(
  what: string,
  where: string,
  envVar: string,
  step: () => Promise<T>,
  options: WaitOptions,
): Promise<T> {
  const giveUpAt = Date.now() + options.deadlineMs;
  let delay = 100;
  for (let attempt = 1; ; attempt++) {
    try {
      return await needing(what, where, envVar, step);
    } catch (err) {
      if (Date.now() + delay > giveUpAt || options.signal?.aborted) throw err;
      options.onRetry?.(`${(err as Error).message}; retrying in ${delay} ms`, attempt);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5000);
    }
  }
}
