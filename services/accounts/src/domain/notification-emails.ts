import { validationError } from '@gateway/shared/errors.ts';

const MAX_ADDRESSES = 10;
// Deliberately plain: the SMTP server has the last word; this only stops typos and injection.
const ADDRESS = /^[^\s@,<>"]{1,64}@[^\s@,<>"]+\.[^\s@,<>".]{2,}$/;

/** The operator addresses, lower-cased and without repeats; an empty list turns e-mails off. */
export function checkNotificationEmails(emails: string[]): string[] {
  const unique = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const bad = unique.filter((e) => e.length > 254 || !ADDRESS.test(e));
  if (bad.length > 0) throw validationError({ emails: [`not an e-mail address: ${bad.join(', ')}`] });
  if (unique.length > MAX_ADDRESSES)
    throw validationError({ emails: [`at most ${MAX_ADDRESSES} addresses`] });
  return unique;
}
