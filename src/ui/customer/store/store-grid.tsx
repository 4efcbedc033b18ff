import { useSelector } from '@xstate/react';
import { storeTexts } from '../../../content/script-store';
import { storeMessages } from '../../../content/store-messages';
import {
  selectErrorMessage,
  selectIsLoading,
  selectPage,
  selectScripts,
} from '../../../machines/script-store/selectors';
import type { ScriptSummary } from '../../../services/contract';
import { ScriptCard } from '../../signed-in/script-card';
import { RetryAlert } from '../../signed-in/store-alerts';
import type { ScriptStoreActor } from '../store-context';
import { store as styles } from './store.styles';
import { StoreSkeleton } from './store-skeleton';

/** The page of scripts on screen: loading, failed (with a retry), empty, or its cards. */
export function StoreGrid({
  store,
  onPurchase,
}: {
  store: ScriptStoreActor;
  onPurchase: (script: ScriptSummary) => void;
}) {
  const scripts = useSelector(store, selectScripts);
  const page = useSelector(store, selectPage);
  const isLoading = useSelector(store, selectIsLoading);
  const errorMessage = useSelector(store, selectErrorMessage);

  if (isLoading) return <StoreSkeleton label={storeMessages.loadingScripts} />;
  if (errorMessage) {
    return <RetryAlert title={errorMessage} onRetry={() => store.send({ type: 'store.retry' })} />;
  }
  if (scripts.length === 0) {
    return <div className={styles.empty}>{storeTexts.emptyPage}</div>;
  }
  return (
    <section aria-label={storeTexts.gridLabel(page)} className={styles.grid}>
      {scripts.map((script) => (
        <ScriptCard key={script.scriptName} script={script} onPurchase={onPurchase} />
      ))}
    </section>
  );
}
