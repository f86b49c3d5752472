const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const LEVEL_COLOR: Record<string, number> = {
  fatal: 41,
  error: 31,
  warn: 33,
  info: 32,
  debug: 90,
  trace: 90,
};
const PINO_LEVELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const SKIP = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname', 'name']);

export function prefixer(
  name: string,
  index: number,
  width: number,
  json: boolean,
): (line: string) => string {
  const tty = process.stdout.isTTY;
  const label = name.padEnd(width);
  const prefix = tty ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m │ ` : `${label} │ `;
  return (line) => `${prefix}${json ? line : pretty(line, tty)}`;
}

/** A pino JSON line made readable for a terminal; anything else passes through. */
function pretty(line: string, tty: boolean): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const rawLevel = entry['level'] ?? 'info';
    const level =
      typeof rawLevel === 'number' ? (PINO_LEVELS[rawLevel] ?? String(rawLevel)) : String(rawLevel);
    const rawTime = entry['time'];
    const time = (
      typeof rawTime === 'number' ? new Date(rawTime).toISOString() : String(rawTime ?? '')
    ).slice(11, 19);
    const extras = Object.entries(entry)
      .filter(([k]) => !SKIP.has(k))
      .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(' ');
    const lvl = tty ? `\x1b[${LEVEL_COLOR[level] ?? 0}m${level.padEnd(5)}\x1b[0m` : level.padEnd(5);
    return `${time} ${lvl} ${String(entry['msg'] ?? '')}${extras ? ` ${extras}` : ''}`;
  } catch {
    return line;
  }
}
