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
