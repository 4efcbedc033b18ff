import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AppDialogProps = Omit<Dialog.RootProps, 'children'> & {
  /** Keeps the dialog off a phone's edges (a dialog that does not fill the phone's screen). */
  gutter?: boolean;
  /** The dialog's header, body and footer (in a form, for a dialog that is one). */
  children: ReactNode;
};

/**
 * A dialog that is one form (header, body and footer inside a `<form>`) keeps the layout the
 * dialog has without it: with `scrollBehavior="inside"` its body scrolls between a fixed header
 * and footer. Without this the form grows with its fields, out of a full-screen dialog on a
 * phone, and the page shows through below the dialog's box.
 */
const formFillsContent = {
  '& > form': { display: 'flex', flexDirection: 'column', flex: '1', minHeight: '0' },
} as const;

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
          <Dialog.Content css={formFillsContent}>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
