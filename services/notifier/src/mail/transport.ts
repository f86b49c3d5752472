import type { Logger } from '@gateway/shared/logger.ts';
import type { Transporter } from 'nodemailer';

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
  const smtpUrl = options.smtpUrl;
  // nodemailer is loaded with the first e-mail, not at start: a notifier with nothing to send yet
  // need not hold it resident.
  let transport: Promise<Transporter> | undefined;
  const open = (): Promise<Transporter> =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as never),
    ));
  return {
    async send(email) {
      await (await open()).sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        // One id per queued e-mail: a resend after a crash is recognisable as the same message.
        messageId: `<${email.id}@gateway>`,
      });
    },
    close: () => void transport?.then((t) => t.close()),
  };
}
