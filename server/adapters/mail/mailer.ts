/** One e-mail, always with a plain-text and an HTML version. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The mail's lasting identity (its outbox row): every try of one mail carries the same
   * Message-ID, so a copy sent twice (a crash between sending and recording it) reads as one.
   */
  id?: string;
};

/** Sends mail; rejects when the message could not be handed over. */
export interface Mailer {
  readonly kind: 'smtp' | 'log' | 'memory';
  send(message: MailMessage): Promise<void>;
}
