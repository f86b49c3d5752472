import type { Logger } from '@gateway/shared/logger.ts';
import type { EmailQueue, QueuedEmail } from '../db/email-store.ts';
import type { MailTransport } from './transport.ts';
import { emailsSent } from '@gateway/shared/metrics/registry.ts';

export interface MailerOptions {
  queue: EmailQueue;
  transport: MailTransport;
  logger: Logger;
  /** Waits between attempts; after the last one the e-mail is given up as failed. */
  retries: number[];
  leaseMs: number;
  pollMs: number;
}

/**
 * Sends queued e-mails one by one. A queued e-mail is marked sent right after the SMTP server
 * accepts it, so a failing server is retried without a second copy of what it already took.
 */
export class Mailer {
  private readonly options: MailerOptions;
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while a cycle ran: the next wait returns at once instead of losing it. */
  private woken = false;

  constructor(options: MailerOptions) {
    this.options = options;
  }

  start(): void {
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  private async run(): Promise<void> {
    const { queue, logger, leaseMs, pollMs } = this.options;
    while (this.running) {
      this.woken = false;
      let count = 0;
      try {
        const due = await queue.claim(10, leaseMs);
        count = due.length;
        for (const email of due) await this.deliver(email);
      } catch (err) {
        logger.warn({ err }, 'e-mail queue cycle failed');
      }
      if (count === 0 && this.running && !this.woken)
        await new Promise<void>((resolve) => {
          this.wakeUp = resolve;
          setTimeout(resolve, pollMs).unref();
        });
    }
  }

  private async deliver(email: QueuedEmail): Promise<void> {
    const { queue, transport, logger, retries } = this.options;
    try {
      await transport.send({ id: email.id, to: email.recipients, subject: email.subject, text: email.body });
    } catch (err) {
      const wait = retries[email.attempts];
      const error = err instanceof Error ? err.message : String(err);
      logger.warn(
        { email_id: email.id, attempt: email.attempts + 1, error },
        'e-mail not accepted; will retry',
      );
      await queue.failed(email, error.slice(0, 500), wait === undefined ? null : new Date(Date.now() + wait));
      emailsSent.inc({ outcome: wait === undefined ? 'abandoned' : 'retrying' });
      return;
    }
    await queue.sent(email);
    emailsSent.inc({ outcome: 'sent' });
    logger.info({ email_id: email.id, tenant_id: email.tenantId }, 'e-mail sent');
  }
}
