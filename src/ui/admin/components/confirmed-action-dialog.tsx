import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { confirmedActionTexts } from '../../../content/admin/common';
import {
  selectAsksForCode,
  selectCode,
  selectErrorMessage,
  selectIsConfirming,
  selectIsRunning,
} from '../../../machines/confirmed-action/selectors';
import { StatusAlert } from '../../components/form/status-alert';
import { ConfirmDialog } from '../../signed-in/confirm-dialog';
import { SecondFactorCodeField } from './second-factor-code-field';
import type { ConfirmedActionActor } from './use-confirmed-action';

/**
 * The confirmation of an operator action: the signed-in kit's ConfirmDialog bound to the
 * confirmed-action machine. Confirm is busy while it runs; a failure shows its reason above the
 * buttons and the dialog stays for another try. When the server asks for the second factor
 * again (sudo mode), the same dialog asks for a code, then the action runs.
 */
export function ConfirmedActionDialog({
  action,
  title,
  text,
  confirmLabel = confirmedActionTexts.confirm,
  tone = 'primary',
  children,
}: {
  action: ConfirmedActionActor;
  title: string;
  text: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  /** More details of what the action will do. */
  children?: ReactNode;
}) {
  const open = useSelector(action, selectIsConfirming);
  const running = useSelector(action, selectIsRunning);
  const errorMessage = useSelector(action, selectErrorMessage);
  const asksForCode = useSelector(action, selectAsksForCode);
  const code = useSelector(action, selectCode);
  const confirm = () => action.send({ type: 'action.confirm' });
  const sudo = confirmedActionTexts.secondFactor;
  return (
    <ConfirmDialog
      open={open}
      title={asksForCode ? sudo.title : title}
      text={asksForCode ? sudo.text : text}
      confirmLabel={confirmLabel}
      dismissLabel={confirmedActionTexts.cancel}
      onConfirm={confirm}
      onDismiss={() => action.send({ type: 'action.cancel' })}
      tone={tone}
      busy={running}
    >
      {asksForCode ? (
        <SecondFactorCodeField
          code={code}
          error={errorMessage}
          onChange={(value) => action.send({ type: 'code.change', value })}
          onSubmit={confirm}
        />
      ) : (
        <>
          {children}
          {errorMessage ? <StatusAlert status="error" title={errorMessage} /> : null}
        </>
      )}
    </ConfirmDialog>
  );
}
