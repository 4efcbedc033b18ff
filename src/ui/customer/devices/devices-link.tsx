import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { pagePaths } from '../../../services/contract';

/** A link to /customer/devices inside a sentence or under a card. */
export function DevicesLink({ label }: { label: string }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink href={`~${pagePaths.customer.devices}`}>{label}</RouterLink>
    </Link>
  );
}
