import type { SnapshotFrom } from 'xstate';
import type { releaseFormMachine } from '../release-form/machine';
import type { adminReleasesMachine } from './machine';

type ReleasesSnapshot = SnapshotFrom<typeof adminReleasesMachine>;
type FormSnapshot = SnapshotFrom<typeof releaseFormMachine>;

export const selectReleases = (snapshot: ReleasesSnapshot) => snapshot.context.releases ?? [];

/** The minimum supported version the licenses carry (issue 36); null when none. */
export const selectMinimumVersion = (snapshot: ReleasesSnapshot) => snapshot.context.minimumVersion;

export const selectHasLoaded = (snapshot: ReleasesSnapshot) => snapshot.context.releases !== null;

export const selectError = (snapshot: ReleasesSnapshot) => snapshot.context.error;

export const selectNotice = (snapshot: ReleasesSnapshot) => snapshot.context.notice;

export const selectIsLoading = (snapshot: ReleasesSnapshot) => snapshot.hasTag('loading');

export const selectLoadFailed = (snapshot: ReleasesSnapshot) => snapshot.matches('LoadFailed');

/** The form's dialog is open (saving included). */
export const selectFormOpen = (snapshot: FormSnapshot) =>
  snapshot.matches('Editing') || snapshot.matches('Saving');

export const selectFormFiles = (snapshot: FormSnapshot) => snapshot.context.files;

export const selectFormSignatures = (snapshot: FormSnapshot) => snapshot.context.signatures;

export const selectFormError = (snapshot: FormSnapshot) => snapshot.context.error;
