import { type SupportStatus, supportStatusLabels } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import type { Palette } from '../../components/kit/palette.styles';

const paletteOf: Record<SupportStatus, Palette> = {
  open: 'orange',
  answered: 'green',
  closed: 'gray',
};

/** A support message's state: open waits for an answer, answered and closed do not. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  return <Badge palette={paletteOf[status]}>{supportStatusLabels[status]}</Badge>;
}
