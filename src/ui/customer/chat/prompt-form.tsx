import { Box, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { chatTexts } from '../../../content/chat';
import { type chatMachine, PROMPT_LIMIT } from '../../../machines/chat/machine';
import {
  selectInput,
  selectIsBusy,
  selectIsTooLong,
  selectPromptLength,
  selectShowsCounter,
} from '../../../machines/chat/selectors';

/**
 * The prompt and Generate; near the limit a counter, and past it the reason nothing is sent.
 * Not a FormField: the prompt's label is for screen readers only, and the counter stays beside
 * the error, which FormField does not draw (yet).
 */
export function PromptForm({ chat }: { chat: ActorRefFrom<typeof chatMachine> }) {
  const input = useSelector(chat, selectInput);
  const busy = useSelector(chat, selectIsBusy);
  const length = useSelector(chat, selectPromptLength);
  const showsCounter = useSelector(chat, selectShowsCounter);
  const tooLong = useSelector(chat, selectIsTooLong);
  return (
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
  );
}
