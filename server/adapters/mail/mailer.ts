/** One e-mail, always with a plain-text and an HTML version. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends mail; rejects when the message could not be handed over. */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'memory';
  send(message: MailMessage): Promise<void>;
}
