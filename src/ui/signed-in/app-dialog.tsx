import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AppDialogProps = Omit<Dialog.RootProps, 'children'> & {
  /** Keeps the dialog off a phone's edges (a dialog that does not fill the phone's screen). */
  gutter?: boolean;
  /** The dialog's header, body and footer (in a form, for a dialog that is one). */
  children: ReactNode;
};

/**
 * The one dialog of the app (the signed-in pages): Chakra's dialog in its portal, over a
 * backdrop. Every dialog of the app, the confirmation included, is drawn in it; the islands,
 * which cannot run Chakra, have theirs on the native `<dialog>` (islands/island-dialog.tsx).
 */
export function AppDialog({ gutter = false, children, ...root }: AppDialogProps) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={gutter ? '4' : undefined}>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
