import { useSelector } from '@xstate/react';
import { scriptDetailTexts as texts } from '../../content/script-store';
import { storeMessages } from '../../content/store-messages';
import { createScriptDetailActors } from '../../machines/script-detail/actors';
import { scriptDetailMachine } from '../../machines/script-detail/machine';
import {
  selectCanRetry,
  selectMessage,
  selectScript,
  selectView,
} from '../../machines/script-detail/selectors';
import { pagePaths } from '../../services/contract';
import { goToScriptCheckout } from '../../services/payment';
import { storeApi } from '../../services/store';
import { useSessionUser } from '../app/session-context';
import { StatusAlert } from '../components/form/status-alert';
import { useSignedInMachine } from '../hooks/use-signed-in-machine';
import { BackLink } from '../signed-in/back-link';
import { safeDecode } from '../signed-in/format';
import { LoadingPanel } from '../signed-in/loading-panel';
import { ScriptFacts } from '../signed-in/script-facts';
import { RetryAlert } from '../signed-in/store-alerts';
import { PurchaseOffer } from './store/purchase-offer';
import { ScriptContent } from './store/script-content';
import { scriptPage as styles } from './store/store.styles';

/** A script's detail (spec sections 2, 4 and 8): shown, limited on a 403, or why not. */
export default function ScriptDetailPage({ encodedName }: { encodedName: string }) {
  const scriptName = safeDecode(encodedName);
  const user = useSessionUser();
  const detail = useSignedInMachine(scriptDetailMachine, () => createScriptDetailActors(storeApi), {
    input: { scriptName },
  });
  const view = useSelector(detail, selectView);
  const script = useSelector(detail, selectScript);
  const message = useSelector(detail, selectMessage) ?? '';
  const canRetry = useSelector(detail, selectCanRetry);

  return (
    <div className={styles.page}>
      <title>{texts.documentTitle(scriptName)}</title>
      <BackLink href={pagePaths.customer.scriptStore} label={texts.back} />
      {view === 'loading' && <LoadingPanel label={storeMessages.loadingDetails} />}
      {(view === 'not-found' || view === 'failed') && (
        <div className={styles.failed}>
          <h1 className={styles.title}>{scriptName}</h1>
          {canRetry ? (
            <RetryAlert title={message} onRetry={() => detail.send({ type: 'detail.retry' })} />
          ) : (
            <StatusAlert status="error" title={message} />
          )}
        </div>
      )}
      {(view === 'shown' || view === 'limited') && script && (
        <ScriptFacts script={script}>
          {view === 'limited' ? (
            <PurchaseOffer
              warning={message}
              onPurchase={() => goToScriptCheckout(user?.emailAddress ?? '', script.scriptName)}
            />
          ) : (
            <ScriptContent contentLink={'contentLink' in script ? script.contentLink : ''} />
          )}
        </ScriptFacts>
      )}
    </div>
  );
}
