import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Mail through an SMTP server named by a URL (`smtp://user:pass@host:587`, `smtps://...:465`);
 * options may ride in the query string (`?ignoreTLS=true`). The timeouts stay under the
 * browser's 15 s request timeout, so a stuck mail server ends in a clear error, not a hang.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 8_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  // Message-IDs name the sender's own domain, as RFC 5322 asks.
  const domain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send({ id, ...message }) {
      await transport.sendMail({
        from: options.from,
        ...message,
        ...(id ? { messageId: `<${id}@${domain}>` } : {}),
      });
    },
  };
}
