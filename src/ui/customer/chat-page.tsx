import { BRAND_NAME } from '../../content/brand';
import { mayUseChat } from '../../services/contract';
import { useSessionUser } from '../app/session-context';
import { ProChat } from './chat/pro-chat';
import { SubscriptionRequired } from './chat/subscription-required';

/** /customer/chat: the Pro chat for ADMIN and Pro customers, Subscription Required otherwise. */
export default function ChatPage() {
  const user = useSessionUser();
  const allowed = mayUseChat(user?.roles ?? []);
  return (
    <>
      <title>{`AI Chat · ${BRAND_NAME}`}</title>
      {allowed ? <ProChat /> : <SubscriptionRequired />}
    </>
  );
}
