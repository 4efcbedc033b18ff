import { Box, Center, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { chatTexts } from '../../../content/chat';
import type { ChatMessage } from '../../../machines/chat/machine';
import { ChatMessageView } from './chat-message';

/** The conversation, 24rem tall, following its newest message; an invitation while empty. */
export function Conversation({ messages }: { messages: ChatMessage[] }) {
  const area = useRef<HTMLDivElement>(null);

  // Follow the newest message (and a placeholder growing into its reply).
  useEffect(() => {
    if (area.current && messages.length > 0) area.current.scrollTop = area.current.scrollHeight;
  }, [messages]);

  return (
    <Box
      ref={area}
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
  );
}
