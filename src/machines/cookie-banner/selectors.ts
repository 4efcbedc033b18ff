import type { SnapshotFrom } from 'xstate';
import type { cookieBannerMachine } from './machine';

type CookieBannerSnapshot = SnapshotFrom<typeof cookieBannerMachine>;

/** On screen until the visitor allows cookies, and never for one who did before. */
export const selectIsVisible = (snapshot: CookieBannerSnapshot) => snapshot.hasTag('visible');
