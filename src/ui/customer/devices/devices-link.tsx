import { Link as RouterLink } from 'wouter';
import { pagePaths } from '../../../services/contract';
import { devicesLink } from './devices.styles';

/** A link to /customer/devices inside a sentence or under a card. */
export function DevicesLink({ label }: { label: string }) {
  return (
    <RouterLink href={`~${pagePaths.customer.devices}`} className={devicesLink.link}>
      {label}
    </RouterLink>
  );
}
