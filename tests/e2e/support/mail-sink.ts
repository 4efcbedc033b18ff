import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './app-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string };

export type MailSink = {
  /** `SMTP_URL` for the app under test. */
  url: string;
  /**
   * The next mail to `address` received after `since` (ms) whose text holds `containing`,
   * waiting up to `timeoutMs`.
   */
  waitForMail(
    address: string,
    options?: { since?: number; timeoutMs?: number; containing?: string },
  ): Promise<ReceivedMail>;
  stop(): Promise<void>;
};

const recipients = (mail: ParsedMail): string[] => {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
};

/**
 * A local SMTP server that keeps every mail the app sends, for tests to read codes from: what a
 * customer's inbox would get, through the app's real mail path (nodemailer over SMTP_URL).
 */
export async function startMailSink(): Promise<MailSink> {
  const received: Array<ReceivedMail & { at: number }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            at: Date.now(),
            to: recipients(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitForMail(address, { since = 0, timeoutMs = 10_000, containing = '' } = {}) {
      const deadline = Date.now() + timeoutMs;
      const wanted = address.toLowerCase();
      while (Date.now() < deadline) {
        const mail = received.find(
          (item) => item.at >= since && item.to.includes(wanted) && item.text.includes(containing),
        );
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a verification or reset mail. */
export function codeFrom(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}"`);
  return code;
}
