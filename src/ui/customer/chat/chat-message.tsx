import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { chatTexts } from '../../../content/chat';
import type { ChatMessage } from '../../../machines/chat/machine';

// The Markdown reader is a chunk of its own: it loads with the first reply, never elsewhere.
const MarkdownView = lazy(() => import('./markdown-view'));

/** One message of the conversation: the customer's on the right, the assistant's on the left. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <Box
      as="li"
      listStyleType="none"
      alignSelf={mine ? 'flex-end' : 'stretch'}
      maxW={mine ? { base: '90%', md: '75%' } : 'full'}
      minW="0"
      data-type={message.type}
    >
      <Text srOnly>{mine ? chatTexts.you : chatTexts.assistant}:</Text>
      <Box
        px={{ base: '3', md: '4' }}
        py="3"
        rounded="lg"
        bg={mine ? 'brand.subtle' : 'bg.subtle'}
        borderWidth="1px"
        borderColor={mine ? 'brand.muted' : 'border.muted'}
      >
        <MessageBody message={message} />
      </Box>
    </Box>
  );
}

function MessageBody({ message }: { message: ChatMessage }) {
  if (message.type === 'user') {
    return <Text whiteSpace="pre-wrap">{message.content}</Text>;
  }
  if (message.loading) {
    return (
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" color="brand.fg" />
        <Text>{chatTexts.thinking}</Text>
      </HStack>
    );
  }
  if (message.outcome === 'error' || message.outcome === 'empty') {
    return (
      <Text role="alert" color={message.outcome === 'error' ? 'fg.error' : 'fg.warning'}>
        {message.content}
      </Text>
    );
  }
  return (
    <Suspense fallback={<Text whiteSpace="pre-wrap">{message.content}</Text>}>
      <MarkdownView source={message.content} />
    </Suspense>
  );
}
