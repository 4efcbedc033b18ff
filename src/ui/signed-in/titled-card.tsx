import { Card, type CardRootProps, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CardHeading } from './card-heading';

type TitledCardProps = CardRootProps & {
  title: string;
  /** Beside the title, pushed to the far end (a status badge). */
  badge?: ReactNode;
  /** Said instead of the body when the card has nothing to list. */
  emptyText?: string | null;
  /** Below the body, in the card's footer. */
  footer?: ReactNode;
};

/** The signed-in areas' card: a heading (with its badge) over a body, or over why it is empty. */
export function TitledCard({
  title,
  badge,
  emptyText,
  footer,
  children,
  ...root
}: TitledCardProps) {
  return (
    <Card.Root {...root}>
      <Card.Header>
        {badge ? (
          <CardHeading title={title} justify="space-between" flexWrap="wrap" gap="2">
            {badge}
          </CardHeading>
        ) : (
          <CardHeading title={title} />
        )}
      </Card.Header>
      <Card.Body>{emptyText ? <Text color="fg.muted">{emptyText}</Text> : children}</Card.Body>
      {footer ? <Card.Footer>{footer}</Card.Footer> : null}
    </Card.Root>
  );
}
