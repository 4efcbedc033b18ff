import { Box, Button, Center, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { chatTexts } from '../../../content/chat';
import {
  type ChatContext,
  chatMachine,
  PROMPT_LIMIT,
  selectIsTooLong,
  selectPromptLength,
  selectShowsCounter,
} from '../../../machines/chat/machine';
import { inspect } from '../../../machines/inspector';
import { sendChatMessage } from '../../../services/ai';
import { signedInImplementations, useSessionActor } from '../../app/session-context';
import { ChatMessageView } from './chat-message';
import { SubscriptionRequired } from './subscription-required';

const selectMessages = (state: { context: ChatContext }) => state.context.messages;
const selectInput = (state: { context: ChatContext }) => state.context.input;

/** The Pro chat screen: the conversation, 24rem tall, and the prompt. */
export function ProChat() {
  const session = useSessionActor();
  const [machine] = useState(() => {
    const signedIn = signedInImplementations(session);
    return chatMachine.provide({
      actors: {
        ...signedIn.actors,
        generateReply: fromPromise(({ input }) => sendChatMessage(input.message)),
      },
      actions: signedIn.actions,
    });
  });
  const chat = useActorRef(machine, { inspect });
  const messages = useSelector(chat, selectMessages);
  const input = useSelector(chat, selectInput);
  const busy = useSelector(chat, (state) => state.hasTag('busy'));
  const length = useSelector(chat, selectPromptLength);
  const showsCounter = useSelector(chat, selectShowsCounter);
  const tooLong = useSelector(chat, selectIsTooLong);
  const subscriptionRequired = useSelector(chat, (state) => state.matches('SubscriptionRequired'));
  const conversation = useRef<HTMLDivElement>(null);

  // Follow the newest message (and a placeholder growing into its reply).
  useEffect(() => {
    const area = conversation.current;
    if (area && messages.length > 0) area.scrollTop = area.scrollHeight;
  }, [messages]);

  if (subscriptionRequired) return <SubscriptionRequired />;

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {chatTexts.title}
        </Heading>
        <Text color="fg.muted">{chatTexts.subtitle}</Text>
      </Stack>
      <Box borderWidth="1px" borderColor="border.emphasized" rounded="xl" bg="bg.panel">
        <Box
          ref={conversation}
          role="log"
          aria-label={chatTexts.conversationLabel}
          // The area scrolls; a keyboard reaches it even before it holds a code block.
          tabIndex={0}
          h="24rem"
          overflowY="auto"
          p={{ base: '2', md: '5' }}
        >
          {messages.length === 0 ? (
            <Center h="full" flexDirection="column" gap="3" textAlign="center" px="4">
              <Box color="brand.fg" fontSize="2xl" aria-hidden="true">
                <LuSparkles />
              </Box>
              <Text color="fg.muted" maxW="md">
                {chatTexts.emptyConversation}
              </Text>
            </Center>
          ) : (
            <Stack as="ul" gap="4" m="0" p="0">
              {messages.map((message) => (
                <ChatMessageView key={message.id} message={message} />
              ))}
            </Stack>
          )}
        </Box>
        <Box
          as="form"
          p={{ base: '3', md: '4' }}
          borderTopWidth="1px"
          borderColor="border.emphasized"
          onSubmit={(event) => {
            event.preventDefault();
            chat.send({ type: 'prompt.submit' });
          }}
        >
          <Field.Root invalid={tooLong}>
            <HStack gap="2" w="full">
              <Input
                flex="1"
                aria-label={chatTexts.inputLabel}
                placeholder={chatTexts.placeholder}
                value={input}
                autoComplete="off"
                onChange={(event) => chat.send({ type: 'input.change', value: event.target.value })}
              />
              <Button type="submit" colorPalette="brand" loading={busy} disabled={busy}>
                {chatTexts.generate}
              </Button>
            </HStack>
            {showsCounter ? (
              // On a phone the sentence takes a line of its own, above the counter.
              <HStack w="full" align="start" gap="1" columnGap="3" flexWrap="wrap">
                <Field.ErrorText role="alert" flex="1 1 18rem">
                  {chatTexts.tooLong(PROMPT_LIMIT)}
                </Field.ErrorText>
                <Field.HelperText
                  ms="auto"
                  flexShrink="0"
                  fontVariantNumeric="tabular-nums"
                  color={tooLong ? 'fg.error' : 'fg.muted'}
                >
                  {chatTexts.counter(length, PROMPT_LIMIT)}
                </Field.HelperText>
              </HStack>
            ) : null}
          </Field.Root>
        </Box>
      </Box>
    </Stack>
  );
}
