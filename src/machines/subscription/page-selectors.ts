/**
 * The selectors both pages that show the subscription share (Accounts and Settings, see
 * page-states.ts): each machine's selectors.ts names them for its views.
 */
type PageSnapshot = {
  context: { error: string | null; notice: string | null };
  hasTag: (tag: 'busy' | 'loading') => boolean;
  matches: (state: 'LoadFailed' | 'RefreshFailed') => boolean;
};

/** A failure to show (spec section 8). */
export const selectError = (snapshot: PageSnapshot) => snapshot.context.error;

/** What the last successful action said. */
export const selectNotice = (snapshot: PageSnapshot) => snapshot.context.notice;

/** A call is under way: the page's buttons wait. */
export const selectIsBusy = (snapshot: PageSnapshot) => snapshot.hasTag('busy');

/** The page's data is on its way (the session refresh on open included). */
export const selectIsLoading = (snapshot: PageSnapshot) => snapshot.hasTag('loading');

export const selectLoadFailed = (snapshot: PageSnapshot) => snapshot.matches('LoadFailed');

/** The 'Session Refresh Failed' dialog is open. */
export const selectRefreshFailed = (snapshot: PageSnapshot) => snapshot.matches('RefreshFailed');
