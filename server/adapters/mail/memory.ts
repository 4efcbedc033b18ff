import type { Mailer, MailMessage } from './mailer';

/** Keeps mails in a list: for tests and demos. `failNext` makes the next send reject. */
export function createMemoryMailer() {
  const sent: MailMessage[] = [];
  let failures = 0;
  const mailer = {
    kind: 'memory' as const,
    sent,
    async send(message: MailMessage) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('mail server unavailable');
      }
      sent.push(message);
    },
    failNext(count = 1) {
      failures = count;
    },
    /** The last mail sent to that address, if any. */
    lastTo(address: string): MailMessage | undefined {
      return sent.findLast((mail) => mail.to === address);
    },
  };
  return mailer satisfies Mailer;
}

export type MemoryMailer = ReturnType<typeof createMemoryMailer>;
