import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

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

// Past this much output not yet taken by the terminal (or whatever reads `make up`), lines are
// dropped and counted rather than buffered without bound.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/**
 * The runner's stdout, written from libuv's thread pool: Node writes a pipe or a terminal
 * synchronously, so a slow reader would stall the runner, then the services writing their logs
 * to it. Here nothing waits: a reader that falls behind loses lines, and is told how many.
 */
export class LogOutput {
  private readonly stream: WriteStream;
  private dropped = 0;

  constructor(fd = 1) {
    this.stream = createWriteStream('', { fd, autoClose: false });
    this.stream.on('error', () => undefined);
  }

  write(text: string): void {
    if (this.stream.writableLength > MAX_BUFFERED_BYTES) {
      this.dropped += countLines(text);
      return;
    }
    if (this.dropped > 0) {
      this.stream.write(`… ${this.dropped} log lines dropped: the output could not keep up\n`);
      this.dropped = 0;
    }
    this.stream.write(text);
  }

  /** Resolves once everything written so far has reached the file descriptor. */
  flush(): Promise<void> {
    return new Promise((resolve) => this.stream.write('', () => resolve()));
  }
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Reads a child's output in chunks and writes each chunk's complete lines, formatted, at once. */
export function pumpLines(input: Readable, format: (line: string) => string, output: LogOutput): void {
  let tail = '';
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    const text = tail + chunk;
    const end = text.lastIndexOf('\n');
    if (end === -1) {
      tail = text;
      return;
    }
    tail = text.slice(end + 1);
    let out = '';
    for (const line of text.slice(0, end).split('\n')) out += `${format(line)}\n`;
    output.write(out);
  });
  input.on('end', () => {
    if (tail !== '') output.write(`${format(tail)}\n`);
    tail = '';
  });
}
