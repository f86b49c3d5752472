const COLORS = [36, 35, 33, 32, 34, 91, 96, 95];
const LEVEL_COLOR: Record<string, number> = {
  fatal: 41,
  error: 31,
  warn: 33,
  info: 32,
  debug: 90,
  trace: 90,
};
const SKIP = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);

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
    const level = String(entry['level'] ?? 'info');
    const time = String(entry['time'] ?? '').slice(11, 19);
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
