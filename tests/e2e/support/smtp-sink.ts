import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** `messageId` tells copies of one mail apart from different mails (the outbox keeps it per mail). */
export type SunkMail = { to: string[]; subject: string; text: string; messageId: string };

/**
 * A local SMTP server that keeps every message it receives, for tests that check what the app
 * mailed. The app reaches it with `SMTP_URL=sink.url`.
 */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) => address.value.map((entry) => entry.address ?? ''));
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      // A sender that vanishes mid-message (a server killed on purpose) is not the sink's
      // failure; unheard, smtp-server's 'error' event would fail the test run.
      server.on('error', () => {});
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('no port'));
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    mails,
    /** The first mail to that address that matches, waiting up to `timeoutMs` for it. */
    async waitFor(
      to: string,
      matches: (mail: SunkMail) => boolean = () => true,
      timeoutMs = 10_000,
    ): Promise<SunkMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((mail) => mail.to.includes(to) && matches(mail));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
