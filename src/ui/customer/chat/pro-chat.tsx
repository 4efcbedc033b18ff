import { useSelector } from '@xstate/react';
import { createChatActors } from '../../../machines/chat/actors';
import { chatMachine } from '../../../machines/chat/machine';
import { selectMessages, selectSubscriptionRequired } from '../../../machines/chat/selectors';
import { sendChatMessage } from '../../../services/ai';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { ChatScreen } from './chat-screen';
import { PromptForm } from './prompt-form';
import { SubscriptionRequired } from './subscription-required';

/** The Pro chat screen: the conversation and the prompt, or 'Subscription Required' once Pro ends. */
export function ProChat() {
  const session = useSessionActor();
  const chat = useMachineActor(chatMachine, {
    provide: () => {
      const signedIn = signedInImplementations(session);
      return {
        actors: { ...signedIn.actors, ...createChatActors({ sendChatMessage }) },
        actions: signedIn.actions,
      };
    },
  });
  const messages = useSelector(chat, selectMessages);
  const subscriptionRequired = useSelector(chat, selectSubscriptionRequired);

  if (subscriptionRequired) return <SubscriptionRequired />;

  return <ChatScreen messages={messages} prompt={<PromptForm chat={chat} />} />;
}
