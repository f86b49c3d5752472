import { z } from 'zod';

const schema = z.object({
  HTTP_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  HOST: z.string().min(1).default('0.0.0.0'),
  PROVIDER_A_CALLBACK_SECRET: z.string().min(1).default('sandbox_a_secret'),
  PROVIDER_B_CALLBACK_SECRET: z.string().min(1).default('sandbox_b_secret'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A slow processor from the start: card creates (POST /sessions, POST /checkouts) answer after it.
  SANDBOX_CREATE_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type Config = {
  httpPort: number;
  host: string;
  callbackSecrets: { provider_a: string; provider_b: string };
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  createLatencyMs: number;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  // An empty variable means "not set", as it does in most deployment templates.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, message: problems.join('; ') };
  }
  const vars = parsed.data;
  return {
    ok: true,
    config: {
      httpPort: vars.HTTP_PORT,
      host: vars.HOST,
      callbackSecrets: {
        provider_a: vars.PROVIDER_A_CALLBACK_SECRET,
        provider_b: vars.PROVIDER_B_CALLBACK_SECRET,
      },
      logLevel: vars.LOG_LEVEL,
      createLatencyMs: vars.SANDBOX_CREATE_LATENCY_MS,
    },
  };
}

/** For main: one clear line and a non-zero exit instead of a stack trace. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = parseConfig(env);
  if (result.ok) return result.config;
  process.stderr.write(`provider-sandbox: invalid configuration: ${result.message}\n`);
  process.exit(1);
}
