import { securityPage as texts } from '../../../content/security';
import { SecurityCard } from './security-card';

/** Changes the e-mail address with a code sent to the new one. */
export function EmailCard() {
  return <SecurityCard {...texts.email} />;
}
