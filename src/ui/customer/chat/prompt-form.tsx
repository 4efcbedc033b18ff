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

/**
 * The prompt and Generate; near the limit a counter, and past it the reason nothing is sent.
 * Not a FormField: the prompt's label is for screen readers only, and the counter stays beside
 * the error, which FormField does not draw (yet). The input is tied to both texts as Chakra's
 * Field tied it: described by the counter, invalid past the limit, with the reason as its error.
 */
export function PromptForm({ chat }: { chat: ActorRefFrom<typeof chatMachine> }) {
  const input = useSelector(chat, selectInput);
  const busy = useSelector(chat, selectIsBusy);
  const length = useSelector(chat, selectPromptLength);
  const showsCounter = useSelector(chat, selectShowsCounter);
  const tooLong = useSelector(chat, selectIsTooLong);
  const id = useElementId();
  const [errorId, counterId] = [`${id}-error`, `${id}-counter`];
  const invalid = tooLong ? '' : undefined;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        chat.send({ type: 'prompt.submit' });
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
            onChange={(event) => chat.send({ type: 'input.change', value: event.target.value })}
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
