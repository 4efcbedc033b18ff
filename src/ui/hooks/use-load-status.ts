import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { LoadStatus } from '../../machines/load-one';

/**
 * What a page about one thing hands its `LoadStatus`: the status its machine's selector reads,
 * and the retry that sends the machine's retry event.
 */
export function useLoadStatus<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  actor: ActorRef<TSnapshot, TEvent>,
  select: (snapshot: TSnapshot) => LoadStatus,
  retry: TEvent,
) {
  const status = useSelector(actor, select);
  return { status, onRetry: () => actor.send(retry) };
}
