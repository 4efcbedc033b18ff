import { fromPromise } from 'xstate';
import type { copyText } from '../../services/clipboard';

/** The clipboard call the machine makes: the browser's in the app, a fake in tests. */
export type ClipboardApi = { copyText: typeof copyText };

export const createCopyConfirmationActors = (clipboard: ClipboardApi) => ({
  writeClipboard: fromPromise<void, { text: string }>(({ input }) =>
    clipboard.copyText(input.text),
  ),
});
