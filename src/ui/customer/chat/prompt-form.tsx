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
import { Button } from '../../components/kit/button';
import { useElementId } from '../../hooks/use-element-id';
import { prompt as styles } from './chat.styles';

/** What the prompt shows: the typed text, whether a reply is on its way, and its length. */
export type PromptView = {
  input: string;
  busy: boolean;
  length: number;
  showsCounter: boolean;
  tooLong: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
};

/** The prompt bound to the chat's machine. */
export function PromptForm({ chat }: { chat: ActorRefFrom<typeof chatMachine> }) {
  return (
    <PromptFields
      input={useSelector(chat, selectInput)}
      busy={useSelector(chat, selectIsBusy)}
      length={useSelector(chat, selectPromptLength)}
      showsCounter={useSelector(chat, selectShowsCounter)}
      tooLong={useSelector(chat, selectIsTooLong)}
      onChange={(value) => chat.send({ type: 'input.change', value })}
      onSubmit={() => chat.send({ type: 'prompt.submit' })}
    />
  );
}

/**
 * The prompt and Generate; near the limit a counter, and past it the reason nothing is sent.
 * Not a FormField: the prompt's label is for screen readers only, and the counter stays beside
 * the error, which FormField does not draw (yet). The input is tied to both texts as Chakra's
 * Field tied it: described by the counter, invalid past the limit, with the reason as its error.
 */
export function PromptFields({
  input,
  busy,
  length,
  showsCounter,
  tooLong,
  onChange,
  onSubmit,
}: PromptView) {
  const id = useElementId();
  const [errorId, counterId] = [`${id}-error`, `${id}-counter`];
  const invalid = tooLong ? '' : undefined;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: Chakra's Field root, a group as before; a fieldset would bring the browser's own border and padding. */}
      <div role="group" className={styles.field} data-invalid={invalid}>
        <div className={styles.row}>
          <input
            className={styles.input}
            aria-label={chatTexts.inputLabel}
            aria-invalid={tooLong || undefined}
            aria-describedby={showsCounter ? counterId : undefined}
            aria-errormessage={tooLong ? errorId : undefined}
            data-invalid={invalid}
            placeholder={chatTexts.placeholder}
            value={input}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
          <Button type="submit" palette="brand" loading={busy} disabled={busy}>
            {chatTexts.generate}
          </Button>
        </div>
        {showsCounter ? (
          <div className={styles.notes}>
            {tooLong && (
              <div id={errorId} role="alert" aria-live="polite" className={styles.tooLong}>
                {chatTexts.tooLong(PROMPT_LIMIT)}
              </div>
            )}
            <div id={counterId} className={tooLong ? styles.counterOver : styles.counter}>
              {chatTexts.counter(length, PROMPT_LIMIT)}
            </div>
          </div>
        ) : null}
      </div>
    </form>
  );
}
