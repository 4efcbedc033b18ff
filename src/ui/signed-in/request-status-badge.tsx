import { Badge, type BadgeProps } from '@chakra-ui/react';
import { type CustomRequestStatus, customRequestStatusLabels } from '../../services/contract';

/** Each status's colour: waiting is neutral, moving is blue, done is green, declined red. */
const paletteOf: Record<CustomRequestStatus, string> = {
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
  ...rest
}: { status: CustomRequestStatus } & BadgeProps) {
  return (
    <Badge colorPalette={paletteOf[status]} variant="subtle" {...rest}>
      {customRequestStatusLabels[status]}
    </Badge>
  );
}
