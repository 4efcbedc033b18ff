import { BRAND_NAME } from '../../content/brand';
import { roles } from '../../services/contract';
import { useSessionUser } from '../app/session-context';
import { ProChat } from './chat/pro-chat';
import { SubscriptionRequired } from './chat/subscription-required';

const CHAT_ROLES: readonly string[] = [roles.admin, roles.pro];

/** /customer/chat: the Pro chat for ADMIN and Pro customers, Subscription Required otherwise. */
export default function ChatPage() {
  const user = useSessionUser();
  const allowed = user?.roles.some((role) => CHAT_ROLES.includes(role)) ?? false;
  return (
    <>
      <title>{`AI Chat · ${BRAND_NAME}`}</title>
      {allowed ? <ProChat /> : <SubscriptionRequired />}
    </>
  );
}
