import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
}

/** A real SMTP server on a local port that keeps what it accepts; `refuse` makes it answer 451. */
export class SmtpSink {
  readonly accepted: Mail[] = [];
  refusals = 0;
  private refuseNext = 0;
  private server: SMTPServer | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext--;
            this.refusals++;
            return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
          this.accepted.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: header('Subject'),
            messageId: header('Message-ID'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuse(times: number): void {
    this.refuseNext = times;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
