import { useSelector } from '@xstate/react';
import { LuCheck, LuCopy } from 'react-icons/lu';
import { fromPromise } from 'xstate';
import { chatTexts } from '../../../content/chat';
import { copyConfirmationMachine } from '../../../machines/copy-confirmation/machine';
import { copyText } from '../../../services/clipboard';
import { Button } from '../../components/kit/button';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { codeBlock as styles } from './markdown.styles';

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
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <p className={styles.language}>{label}</p>
        <Button
          size="xs"
          variant="ghost"
          aria-label={copied ? chatTexts.copied : `${chatTexts.copy} ${label} ${chatTexts.code}`}
          onClick={() => copier.send({ type: 'code.copy' })}
        >
          {copied ? <LuCheck aria-hidden="true" /> : <LuCopy aria-hidden="true" />}
          {copied ? chatTexts.copied : failed ? chatTexts.copyFailed : chatTexts.copy}
        </Button>
      </figcaption>
      {/* Long lines scroll sideways; a keyboard reaches the scroll by focusing the block, which
          its name announces (as Chakra's Box drew it). */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: its name says what the focus is on. */}
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling block must take the focus.
        tabIndex={0}
        aria-label={`${label} ${chatTexts.code}`}
        className={styles.code}
      >
        <code>{code}</code>
      </pre>
    </figure>
  );
}
