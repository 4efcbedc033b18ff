import { Badge } from '../components/kit/badge';
import { formatPrice, isFreePrice } from './format';

/** A script's price, FREE in green (spec section 2). */
export function PriceBadge({ price, className }: { price: string; className?: string }) {
  return (
    <Badge
      size="lg"
      variant="subtle"
      palette={isFreePrice(price) ? 'green' : 'brand'}
      className={className}
    >
      {formatPrice(price)}
    </Badge>
  );
}
