import type { Logger } from '../../logger';
import type { Mailer } from './mailer';

/**
 * Without `SMTP_URL` the server writes each mail to its log instead, plain text included.
 * This is the one place a log carries a secret on purpose: the verification code, which is how
 * an operator without a mail server completes a sign-up or a reset.
 */
export function createLogMailer(logger: Logger): Mailer {
  return {
    kind: 'log',
    async send({ to, subject, text }) {
      logger.info('mail (SMTP_URL is not set, so it is logged instead of sent)', {
        to,
        subject,
        text,
      });
    },
  };
}
