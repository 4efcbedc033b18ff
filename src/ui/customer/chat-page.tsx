import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { chatTexts } from '../../content/chat';
import { selectIsRefreshing } from '../../machines/session/selectors';
import { mayUseChat } from '../../services/contract';
import { useSessionActor, useSessionUser } from '../app/session-context';
import { RouteFallback } from '../components/route-fallback';
import { ProChat } from './chat/pro-chat';
import { SubscriptionRequired } from './chat/subscription-required';

/**
 * /customer/chat: the Pro chat for ADMIN and Pro customers, Subscription Required otherwise. Pro
 * given since the session began (an operator's grant, a payment in another tab) reaches the
 * session only at a refresh: opened without it, the page asks for one first, as Accounts does.
 */
export default function ChatPage() {
  const session = useSessionActor();
  const user = useSessionUser();
  const allowed = mayUseChat(user?.roles ?? []);
  const refreshing = useSelector(session, selectIsRefreshing);
  const [checked, setChecked] = useState(allowed);
  useEffect(() => {
    if (checked) return;
    session.send({ type: 'session.refresh' });
    setChecked(true);
  }, [checked, session]);
  return (
    <>
      <title>{chatTexts.documentTitle}</title>
      {allowed ? (
        <ProChat />
      ) : !checked || refreshing ? (
        <RouteFallback />
      ) : (
        <SubscriptionRequired />
      )}
    </>
  );
}
