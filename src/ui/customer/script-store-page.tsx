import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { storeMessages } from '../../content/store-messages';
import { createCustomRequestActors } from '../../machines/custom-request/actors';
import { customRequestMachine } from '../../machines/custom-request/machine';
import { selectHasSucceeded } from '../../machines/custom-request/selectors';
import { createMyRequestsActors } from '../../machines/my-requests/actors';
import { myRequestsMachine } from '../../machines/my-requests/machine';
import type { ScriptSummary } from '../../services/contract';
import { goToScriptCheckout } from '../../services/payment';
import { storeApi } from '../../services/store';
import { useSessionUser } from '../app/session-context';
import { StatusAlert } from '../components/form/status-alert';
import { useSignedInMachine } from '../hooks/use-signed-in-machine';
import { CustomRequestDialog } from './custom-request-dialog';
import { MyRequestsDialog } from './my-requests-dialog';
import { StoreGrid } from './store/store-grid';
import { StoreHeader } from './store/store-header';
import { StorePager } from './store/store-pager';
import { useScriptStoreActor } from './store-context';

/** /customer/script-store (spec section 2): the grid, its paging and the custom request. */
export default function ScriptStorePage() {
  const store = useScriptStoreActor();
  const user = useSessionUser();

  const request = useSignedInMachine(customRequestMachine, () =>
    createCustomRequestActors(storeApi),
  );
  const requestSucceeded = useSelector(request, selectHasSucceeded);
  const myRequests = useSignedInMachine(myRequestsMachine, () => createMyRequestsActors(storeApi));

  // The store machine outlives this page; telling it the page is on screen loads page 1 once.
  useEffect(() => store.send({ type: 'store.open' }), [store]);

  const purchase = (script: ScriptSummary) =>
    goToScriptCheckout(user?.emailAddress ?? '', script.scriptName);

  return (
    <>
      <StoreHeader
        onShowRequests={() => myRequests.send({ type: 'dialog.open' })}
        onRequestScript={() => request.send({ type: 'dialog.open' })}
      />
      {requestSucceeded && (
        <StatusAlert status="success" title={storeMessages.customSucceeded} mb="6" />
      )}
      <CustomRequestDialog actor={request} />
      <MyRequestsDialog actor={myRequests} />
      <StoreGrid store={store} onPurchase={purchase} />
      <StorePager store={store} />
    </>
  );
}
