import { chatTexts } from '../../content/chat';
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
      <title>{chatTexts.documentTitle}</title>
      {allowed ? <ProChat /> : <SubscriptionRequired />}
    </>
  );
}
