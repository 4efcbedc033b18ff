import type { Logger } from '../../logger';
import { createLogMailer } from './log';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mailer';

/** SMTP when `SMTP_URL` is set, else the log. */
export function createMailer(
  options: { smtpUrl: string | undefined; mailFrom: string },
  logger: Logger,
): Mailer {
  return options.smtpUrl
    ? createSmtpMailer({ url: options.smtpUrl, from: options.mailFrom })
    : createLogMailer(logger);
}
