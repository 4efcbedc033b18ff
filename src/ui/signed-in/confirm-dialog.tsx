import type { ReactNode } from 'react';
import { Button } from '../components/kit/button';
import { AppDialog, Dialog } from './app-dialog';
import { confirmDialog as styles } from './confirm-dialog.styles';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** Absent for a dialog with one button (an acknowledgement). */
  dismissLabel?: string;
  onConfirm: () => void;
  onDismiss?: () => void;
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: Confirm shows it, and nothing closes the dialog. */
  busy?: boolean;
  /**
   * What stands under the text (more details, the failure's reason), stacked with it. A dialog
   * given any (even nothing yet, as a console action before it fails) keeps the stacked body.
   */
  children?: ReactNode;
};

/**
 * The one confirmation dialog of the signed-in pages: the machine decides when it is open; the
 * buttons only send events. ConfirmedActionDialog binds it to the confirmed-action machine.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, dismissLabel, onConfirm, onDismiss, tone, busy } = props;
  const body = <p className={styles.text}>{text}</p>;
  return (
    <AppDialog
      gutter
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) (onDismiss ?? onConfirm)();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {props.children !== undefined ? (
          <div className={styles.stack}>
            {body}
            {props.children}
          </div>
        ) : (
          body
        )}
      </Dialog.Body>
      <Dialog.Footer wrap>
        {dismissLabel && onDismiss ? (
          <Button variant="outline" onClick={onDismiss} disabled={busy}>
            {dismissLabel}
          </Button>
        ) : null}
        <Button palette={tone === 'danger' ? 'red' : 'teal'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
