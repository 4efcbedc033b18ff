import { Badge } from '@chakra-ui/react';
import { type SupportStatus, supportStatusLabels } from '../../../services/contract';

const paletteOf: Record<SupportStatus, string> = {
  open: 'orange',
  answered: 'green',
  closed: 'gray',
};

/** A support message's state: open waits for an answer, answered and closed do not. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return (
    <Badge colorPalette={paletteOf[status]} variant="subtle">
      {supportStatusLabels[status]}
    </Badge>
  );
}
