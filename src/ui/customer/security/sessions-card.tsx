import { securityPage as texts } from '../../../content/security';
import { SecurityCard } from './security-card';

/** Every browser session and desktop device signed in with the account. */
export function SessionsCard() {
  return <SecurityCard {...texts.sessions} />;
}
