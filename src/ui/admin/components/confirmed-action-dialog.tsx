import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { confirmedActionTexts } from '../../../content/admin/common';
import {
  selectErrorMessage,
  selectIsConfirming,
  selectIsRunning,
} from '../../../machines/confirmed-action/selectors';
import { StatusAlert } from '../../components/form/status-alert';
import type { ConfirmedActionActor } from './use-confirmed-action';

/**
 * The confirmation of an operator action: what will happen, Confirm (busy while it runs) and
 * Cancel; a failure shows its reason above the buttons and the dialog stays for another try.
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
  const cancel = () => action.send({ type: 'action.cancel' });
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !running) cancel();
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
              <Stack gap="4">
                <Text color="fg.muted">{text}</Text>
                {children}
                {errorMessage ? <StatusAlert status="error" title={errorMessage} /> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={cancel} disabled={running}>
                {confirmedActionTexts.cancel}
              </Button>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'teal'}
                loading={running}
                onClick={() => action.send({ type: 'action.confirm' })}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
