import type { ComponentType } from 'react';
import { authenticatorTexts } from '../../../content/authenticator-app';
import { passkeyTexts } from '../../../content/passkeys';
import { securityPage } from '../../../content/security';
import { AuthenticatorCard } from './authenticator/authenticator-card';
import { DataCard } from './data-card';
import { EmailCard } from './email-card';
import { PasskeysCard } from './passkeys/passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';

/** A card of the Security page: its heading and what it does, and the card itself. */
export type SecurityCardEntry = {
  texts: { title: string; description: string };
  Card: ComponentType;
};

/**
 * The Security page's cards, in the page's order, by a key of their own: a new way to secure
 * the account (the authenticator app, passkeys) is one card component and one line here. The
 * app shell draws their headings first (security-first-frame.tsx), the page the cards.
 */
export const securityCards: Record<string, SecurityCardEntry> = {
  password: { texts: securityPage.password, Card: PasswordCard },
  email: { texts: securityPage.email, Card: EmailCard },
  authenticator: { texts: authenticatorTexts, Card: AuthenticatorCard },
  passkeys: { texts: passkeyTexts, Card: PasskeysCard },
  sessions: { texts: securityPage.sessions, Card: SessionsCard },
  data: { texts: securityPage.data, Card: DataCard },
};
