import { securityPage as texts } from '../../../content/security';
import { SecurityCard } from './security-card';

/** Changes the password with the current one. */
export function PasswordCard() {
  return <SecurityCard {...texts.password} />;
}
