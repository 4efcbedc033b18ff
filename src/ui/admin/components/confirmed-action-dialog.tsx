import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { confirmedActionTexts } from '../../../content/admin/common';
import {
  selectErrorMessage,
  selectIsConfirming,
  selectIsRunning,
} from '../../../machines/confirmed-action/selectors';
import { StatusAlert } from '../../components/form/status-alert';
import { ConfirmDialog } from '../../signed-in/confirm-dialog';
import type { ConfirmedActionActor } from './use-confirmed-action';

/**
 * The confirmation of an operator action: the signed-in kit's ConfirmDialog bound to the
 * confirmed-action machine. Confirm is busy while it runs; a failure shows its reason above the
 * buttons and the dialog stays for another try.
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
  return (
    <ConfirmDialog
      open={open}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      dismissLabel={confirmedActionTexts.cancel}
      onConfirm={() => action.send({ type: 'action.confirm' })}
      onDismiss={() => action.send({ type: 'action.cancel' })}
      tone={tone}
      busy={running}
    >
      {children}
      {errorMessage ? <StatusAlert status="error" title={errorMessage} /> : null}
    </ConfirmDialog>
  );
}
