import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { chatTexts } from '../../../content/chat';
import { createChatActors } from '../../../machines/chat/actors';
import { chatMachine } from '../../../machines/chat/machine';
import { selectMessages, selectSubscriptionRequired } from '../../../machines/chat/selectors';
import { sendChatMessage } from '../../../services/ai';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { PanelBox } from '../../components/panel';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { Conversation } from './conversation';
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

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {chatTexts.title}
        </Heading>
        <Text color="fg.muted">{chatTexts.subtitle}</Text>
      </Stack>
      <PanelBox bg="bg.panel" borderColor="border.emphasized" rounded="xl">
        <Conversation messages={messages} />
        <PromptForm chat={chat} />
      </PanelBox>
    </Stack>
  );
}
