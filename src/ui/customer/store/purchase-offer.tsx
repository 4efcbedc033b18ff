import { LuShoppingCart } from 'react-icons/lu';
import { scriptDetailTexts } from '../../../content/script-store';
import { Button } from '../../components/kit/button';
import { LockedAlert } from '../../signed-in/store-alerts';
import { scriptPage as styles } from './store.styles';

/** The limited view's end (a 403): why the content is locked, and 'Purchase Script'. */
export function PurchaseOffer({
  warning,
  onPurchase,
}: {
  warning: string;
  onPurchase: () => void;
}) {
  return (
    <div className={styles.offer}>
      <LockedAlert title={warning} />
      <div>
        <Button palette="brand" size="lg" onClick={onPurchase}>
          <LuShoppingCart /> {scriptDetailTexts.purchase}
        </Button>
      </div>
    </div>
  );
}
