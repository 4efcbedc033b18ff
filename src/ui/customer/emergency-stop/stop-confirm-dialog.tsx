import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { emergencyStopTexts as texts } from '../../../content/emergency-stop';
import type { emergencyStopMachine } from '../../../machines/emergency-stop/machine';
import {
  selectAsking,
  selectError,
  selectIsChanging,
} from '../../../machines/emergency-stop/selectors';
import { Button } from '../../components/kit/button';
import { useElementId } from '../../hooks/use-element-id';
import { stopDialog as styles } from './emergency-stop.styles';

/**
 * The confirmation of a stop or a resume: a modal `alertdialog` on the native `<dialog>` (the
 * browser keeps the focus inside and gives it back), open while the machine asks. Cancel has
 * the focus first; Escape cancels, except while the change runs. A failure shows its reason.
 */
export function StopConfirmDialog({ actor }: { actor: ActorRefFrom<typeof emergencyStopMachine> }) {
  const asking = useSelector(actor, selectAsking);
  const changing = useSelector(actor, selectIsChanging);
  const error = useSelector(actor, selectError);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useElementId();
  const textId = useElementId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!asking) {
      if (element.open) element.close();
      return;
    }
    if (!element.open) {
      element.showModal();
      // Cancel, not the change: a hurried Enter changes nothing.
      element.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    }
  }, [asking]);
  const words = asking === 'resume' ? texts.confirmResume : texts.confirmStop;
  return (
    <dialog
      ref={dialog}
      role={asking ? 'alertdialog' : undefined}
      className={styles.content}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape: the browser would close it behind the machine's back.
        event.preventDefault();
        if (!changing) actor.send({ type: 'change.cancel' });
      }}
    >
      {asking && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {words.title}
            </h2>
          </div>
          <div className={styles.body}>
            <p id={textId}>{words.text}</p>
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
          </div>
          <div className={styles.footer}>
            <Button
              data-cancel
              variant="outline"
              disabled={changing}
              onClick={() => actor.send({ type: 'change.cancel' })}
            >
              {texts.cancel}
            </Button>
            <Button
              palette={asking === 'stop' ? 'red' : 'green'}
              loading={changing}
              onClick={() => actor.send({ type: 'change.confirm' })}
            >
              {words.confirm}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
