import { type CustomRequestStatus, customRequestStatusLabels } from '../../services/contract';
import { Badge, type BadgeLook } from '../components/kit/badge';
import type { Palette } from '../components/kit/palette.styles';

/** Each status's colour: waiting is neutral, moving is blue, done is green, declined red. */
const paletteOf: Record<CustomRequestStatus, Palette> = {
  new: 'purple',
  in_review: 'blue',
  quoted: 'orange',
  in_progress: 'blue',
  delivered: 'green',
  closed: 'gray',
  declined: 'red',
};

/** A custom request's status, as the customer and the operators see it. */
export function RequestStatusBadge({
  status,
  size,
}: { status: CustomRequestStatus } & Pick<BadgeLook, 'size'>) {
  return (
    <Badge palette={paletteOf[status]} variant="subtle" size={size}>
      {customRequestStatusLabels[status]}
    </Badge>
  );
}
