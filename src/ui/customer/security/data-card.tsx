import { securityPage as texts } from '../../../content/security';
import { SecurityCard } from './security-card';

/** Downloads the customer's data, or closes the account. */
export function DataCard() {
  return <SecurityCard {...texts.data} />;
}
