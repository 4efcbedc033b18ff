import { useSelector } from '@xstate/react';
import { refreshFailedDialog } from '../../content/customer-pages';
import { selectRefreshFailed } from '../../machines/subscription/page-selectors';
import { ConfirmDialog } from '../signed-in/confirm-dialog';
import type { SubscriptionPageActor } from './subscription-page';

/** Spec section 4: a failed refresh asks for a new login; OK logs out. */
export function RefreshFailedDialog({ actor }: { actor: SubscriptionPageActor }) {
  const open = useSelector(actor, selectRefreshFailed);
  return (
    <ConfirmDialog
      open={open}
      {...refreshFailedDialog}
      onConfirm={() => actor.send({ type: 'refreshFailed.acknowledge' })}
    />
  );
}
