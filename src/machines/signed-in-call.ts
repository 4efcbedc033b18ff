import { ApiRequestError } from '../services/http';

/** The server no longer knows the session: its token expired or was revoked. */
export const isUnauthorized = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401;

/** The server knows the person but refuses them the call: a role they no longer hold. */
export const isForbidden = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403;

/** The server has nothing by that name (a script that does not exist). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 404;

/**
 * What a failed call tells a person beyond a spec sentence: the network or the 15 s timeout gave
 * up, a limit says when to try again (429), or the server refused a field (422). Nothing for
 * other failures, whose server text is not meant for people.
 */
export function failureReason(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.kind !== 'http') return error.message;
  if (error.status === 429 || error.status === 422) {
    return Object.values(error.body?.errors ?? {})[0] ?? error.body?.message;
  }
  return undefined;
}

/** The guard a flow declares in `setup({ guards })` when a 404 has a state or a message of its own. */
export const isNotFoundGuard = (_: unknown, params: { error: unknown }) => isNotFound(params.error);

/** The guard every signed-in flow declares in `setup({ guards })` for the branch below. */
export const isUnauthorizedGuard = (_: unknown, params: { error: unknown }) =>
  isUnauthorized(params.error);

/**
 * The first `onError` branch of every signed-in call: a 401 ends the session the same way
 * from every page. The flow's `endSession` action tells the session machine, which clears
 * the stored session, says 'You are logged out. Please login again.' and goes to /login;
 * the flow itself goes to `target` after its own `actions`. A machine, not an HTTP
 * interceptor, decides what a 401 means (docs: CONVENTIONS.md, rule 6).
 */
export const endSessionOnUnauthorized = <
  const TTarget extends string,
  const TActions extends readonly string[] = [],
>(
  target: TTarget,
  ...actions: TActions
) =>
  ({
    guard: {
      type: 'isUnauthorized',
      params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
    },
    target,
    actions: [...actions, 'endSession'],
  }) as const;

/** What the person acted on changed meanwhile (a request moved on, a message was closed). */
export const isConflictGuard = (_: unknown, params: { error: unknown }) =>
  params.error instanceof ApiRequestError && params.error.status === 409;

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The `onError` of a console write on something others change too: a 409 goes to `reload` with
 * `assignConflict` saying why, a 401 ends the session, and any other failure goes back to `back`
 * with `failure` (given the error). The machine declares `isConflict` (`isConflictGuard`),
 * `isUnauthorized`, `endSession`, `assignConflict` and `failure` in its `setup`.
 */
export const writeFailed = <
  const TReload extends string,
  const TBack extends string,
  const TFailure extends string,
>(
  reload: TReload,
  back: TBack,
  failure: TFailure,
) =>
  [
    {
      guard: { type: 'isConflict', params: errorParams },
      target: reload,
      actions: { type: 'assignConflict', params: errorParams },
    },
    endSessionOnUnauthorized(back),
    { target: back, actions: { type: failure, params: errorParams } },
  ] as const;
