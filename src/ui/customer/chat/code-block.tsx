import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { chatTexts } from '../../../content/chat';
import { copyConfirmationMachine } from '../../../machines/copy-confirmation/machine';
import { copyText } from '../../../services/clipboard';
import { useMachineActor } from '../../hooks/use-machine-actor';

const copyActors = {
  actors: {
    writeClipboard: fromPromise(({ input }: { input: { text: string } }) => copyText(input.text)),
  },
};

/** A fenced code block of a reply: its language, the code, and Copy ('Copied!' for 2 s). */
export function CodeBlock({ language, code }: { language: string; code: string }) {
  const copier = useMachineActor(copyConfirmationMachine, {
    provide: () => copyActors,
    input: { text: code },
  });
  const copied = useSelector(copier, (state) => state.hasTag('copied'));
  const failed = useSelector(copier, (state) => state.hasTag('failed'));
  const label = language || chatTexts.code;
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="md"
      overflow="hidden"
      bg="bg.panel"
      minW="0"
    >
      <HStack
        as="figcaption"
        justify="space-between"
        px="3"
        py="1"
        bg="bg.muted"
        borderBottomWidth="1px"
        borderColor="border.emphasized"
      >
        <Text fontSize="xs" fontFamily="mono" color="fg.muted" textTransform="lowercase">
          {label}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          aria-label={copied ? chatTexts.copied : `${chatTexts.copy} ${label} ${chatTexts.code}`}
          onClick={() => copier.send({ type: 'code.copy' })}
        >
          {copied ? <LuCheck aria-hidden="true" /> : <LuCopy aria-hidden="true" />}
          {copied ? chatTexts.copied : failed ? chatTexts.copyFailed : chatTexts.copy}
        </Button>
      </HStack>
      <Box
        as="pre"
        // Long lines scroll sideways; a keyboard reaches the scroll by focusing the block.
        tabIndex={0}
        aria-label={`${label} ${chatTexts.code}`}
        overflowX="auto"
        p="3"
        m="0"
        fontFamily="mono"
        fontSize="sm"
        lineHeight="tall"
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
