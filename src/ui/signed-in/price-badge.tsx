import { Badge, type BadgeProps } from '@chakra-ui/react';
import { formatPrice, isFreePrice } from './format';

/** A script's price, FREE in green (spec section 2). */
export function PriceBadge({ price, ...rest }: { price: string } & BadgeProps) {
  return (
    <Badge
      size="lg"
      variant="subtle"
      colorPalette={isFreePrice(price) ? 'green' : 'brand'}
      {...rest}
    >
      {formatPrice(price)}
    </Badge>
  );
}
