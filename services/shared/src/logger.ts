import { pino, type Logger } from 'pino';

export type { Logger };

// Secrets never reach a log line: headers, keys, tokens and card data are censored wherever they appear.
const REDACT = [
  'req.headers.authorization',
  'headers.authorization',
  'authorization',
  '*.authorization',
  'api_key',
  '*.api_key',
  '*.apiKey',
  'apiKey',
  'secret',
  '*.secret',
  'token',
  '*.token',
  '*.integrity_token',
  'password',
  '*.password',
  'number',
  '*.number',
  'cvc',
  '*.cvc',
  'DATABASE_URL',
];

export function createLogger(service: string, level = process.env['LOG_LEVEL'] ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    redact: { paths: REDACT, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/** The fields every request-scoped log line carries. */
export function requestLogger(
  logger: Logger,
  fields: { requestId?: string | undefined; tenantId?: string | undefined; environment?: string | undefined },
): Logger {
  const bindings: Record<string, string> = {};
  if (fields.requestId) bindings['request_id'] = fields.requestId;
  if (fields.tenantId) bindings['tenant_id'] = fields.tenantId;
  if (fields.environment) bindings['environment'] = fields.environment;
  return logger.child(bindings);
}
