import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Absent for a dialog with one button (an acknowledgement). */
  dismissLabel?: string;
  onConfirm: () => void;
  onDismiss?: () => void;
  tone?: 'danger' | 'primary';
};

/** A confirmation: the machine decides when it is open; the buttons only send events. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, dismissLabel, onConfirm, onDismiss, tone } = props;
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) (onDismiss ?? onConfirm)();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{text}</Text>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              {dismissLabel && onDismiss ? (
                <Button variant="outline" onClick={onDismiss}>
                  {dismissLabel}
                </Button>
              ) : null}
              <Button colorPalette={tone === 'danger' ? 'red' : 'teal'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
