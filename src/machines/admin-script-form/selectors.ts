import type { SnapshotFrom } from 'xstate';
import { type adminScriptFormMachine, isDirty } from './machine';

type ScriptFormSnapshot = SnapshotFrom<typeof adminScriptFormMachine>;

export const selectValues = (snapshot: ScriptFormSnapshot) => snapshot.context.values;
export const selectScript = (snapshot: ScriptFormSnapshot) => snapshot.context.script;
export const selectIsDirty = (snapshot: ScriptFormSnapshot) => isDirty(snapshot.context);
export const selectIsLoading = (snapshot: ScriptFormSnapshot) => snapshot.hasTag('loading');
export const selectIsUploading = (snapshot: ScriptFormSnapshot) => snapshot.hasTag('uploading');
export const selectLoadFailed = (snapshot: ScriptFormSnapshot) => snapshot.matches('LoadFailed');
export const selectErrorMessage = (snapshot: ScriptFormSnapshot) => snapshot.context.errorMessage;
export const selectIssueCount = (snapshot: ScriptFormSnapshot) => snapshot.context.issues.length;
/** Saved just now, and nothing changed since. */
export const selectJustSaved = (snapshot: ScriptFormSnapshot) => snapshot.matches('Saved');
