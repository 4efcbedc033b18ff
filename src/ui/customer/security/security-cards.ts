import type { ComponentType } from 'react';
import { AuthenticatorCard } from './authenticator/authenticator-card';
import { DataCard } from './data-card';
import { EmailCard } from './email-card';
import { PasskeysCard } from './passkeys/passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';

/**
 * The Security page's cards, in the page's order, by a key of their own: a new way to secure
 * the account (the authenticator app, passkeys) is one card component and one line here.
 */
export const securityCards: Record<string, ComponentType> = {
  password: PasswordCard,
  email: EmailCard,
  authenticator: AuthenticatorCard,
  passkeys: PasskeysCard,
  sessions: SessionsCard,
  data: DataCard,
};
