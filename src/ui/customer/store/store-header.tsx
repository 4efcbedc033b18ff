import { LuListChecks, LuWandSparkles } from 'react-icons/lu';
import { customRequestTexts, myRequestsTexts, storeTexts } from '../../../content/script-store';
import { Button } from '../../components/kit/button';
import { PageHeader } from '../../signed-in/page-header';
import { store as styles } from './store.styles';

type StoreHeaderProps = {
  /** 'My requests': the customer's custom requests. */
  onShowRequests: () => void;
  /** 'Request Custom Script': the request's dialog. */
  onRequestScript: () => void;
};

/** The store's title block, with the customer's requests and a new one at its right. */
export function StoreHeader({ onShowRequests, onRequestScript }: StoreHeaderProps) {
  return (
    <PageHeader
      title={storeTexts.title}
      subtitle={storeTexts.subtitle}
      action={
        <div className={styles.actions}>
          <Button variant="outline" onClick={onShowRequests}>
            <LuListChecks /> {myRequestsTexts.button}
          </Button>
          <Button palette="brand" variant="surface" onClick={onRequestScript}>
            <LuWandSparkles /> {customRequestTexts.title}
          </Button>
        </div>
      }
    />
  );
}
