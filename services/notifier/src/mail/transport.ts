import type { Logger } from '@gateway/shared/logger.ts';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  id: string;
  to: string[];
  subject: string;
  text: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; without SMTP_URL the e-mail is written to the log instead (contracts §1). */
export function createTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: Logger;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        options.logger.info(
          { email_id: email.id, to: email.to, subject: email.subject, text: email.text },
          'e-mail (SMTP_URL unset: logged, not sent)',
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(email) {
      await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        // One id per queued e-mail: a resend after a crash is recognisable as the same message.
        messageId: `<${email.id}@gateway>`,
      });
    },
    close: () => transport.close(),
  };
}
