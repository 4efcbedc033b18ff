import type { EventObject } from 'xstate';

/**
 * The fake services at the edge of a replayed page. Each method of a faked service object
 * (authApi, paymentApi...) records its call and returns a promise that stays pending until the
 * path says how the invoked call ended (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`).
 * The page's own machine and its real bindings (the actors that call these methods) stay in play.
 */
type PendingCall = {
  method: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

const pending: PendingCall[] = [];

/** Calls that are no invoked step of the machine (a best-effort logout): answered at once. */
export type InstantAnswers = Record<string, unknown>;

/**
 * A stand-in with the same methods as `real`, for `vi.mock`:
 * `authApi: fakeService('authApi', real.authApi)`.
 */
export function fakeService<T extends object>(
  name: string,
  real: T,
  instant: InstantAnswers = {},
  /**
   * Methods of which only the latest call waits: a new one drops those before it, as a
   * browser keeps one passkey autofill at a time.
   */
  latestOnly: readonly string[] = [],
) {
  const methods = Object.keys(real).map((key) => {
    const method = `${name}.${key}`;
    const call = () => {
      if (method in instant) return Promise.resolve(instant[method]);
      if (latestOnly.includes(method)) {
        for (let at = pending.length - 1; at >= 0; at--) {
          if (pending[at]?.method === method) pending.splice(at, 1);
        }
      }
      return new Promise((resolve, reject) => pending.push({ method, resolve, reject }));
    };
    return [key, call];
  });
  return Object.fromEntries(methods) as T;
}

/**
 * A service module with one of its objects faked, the rest real (the machines use its helpers):
 * `vi.mock(path, async (original) => (await import('./support/edge')).withFake(original, 'authApi'))`
 */
export async function withFake(
  importOriginal: <M>() => Promise<M>,
  name: string,
  instant: InstantAnswers = {},
) {
  const real = await importOriginal<Record<string, object>>();
  const service = real[name];
  if (!service) throw new Error(`the module has no '${name}' to fake`);
  return { ...real, [name]: fakeService(name, service, instant) };
}

/**
 * Which service methods each invoked call of a machine makes, keyed by invoke id, and what each
 * returns of the invoke's output (most return it whole; a load made of two calls splits it).
 */
export type ServiceCalls = Record<string, Record<string, (output: never) => unknown>>;

export const whole = (output: unknown) => output;

const invokeResult = /^xstate\.(done|error)\.actor\.(.+)$/;

/** True for the events that end an invoked call. */
export const isInvokeResult = (event: EventObject) => invokeResult.test(event.type);

/** How long a page may take, in real time, to make the call a path answers. */
const CALL_WAIT_MS = 5000;

/** One turn of the real event loop: a dynamic import or a chained promise gets to run. */
const realTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Answers the page's pending calls for the invoke an `xstate.done/error.actor.<id>` event
 * ends, with the path's sample output or error. Fails when the page made no such call.
 */
export async function answerInvoke(event: EventObject, calls: ServiceCalls): Promise<void> {
  const [, outcome, invokeId] = invokeResult.exec(event.type) ?? [];
  const methods = calls[invokeId ?? ''];
  if (!methods) throw new Error(`no service calls listed for the invoked call '${invokeId}'`);
  const names = Object.keys(methods);
  // Real time, not a count of turns: the first page of a file loads its lazy chunk first, which
  // takes many turns on a loaded machine (performance.now is not among the faked timers).
  const deadline = performance.now() + CALL_WAIT_MS;
  while (!names.every(isPending) && performance.now() < deadline) await realTurn();
  const missing = names.filter((name) => !isPending(name));
  if (missing.length > 0) {
    throw new Error(`the page never called ${missing.join(', ')} for '${invokeId}'`);
  }
  for (const [name, pick] of Object.entries(methods)) {
    const call = pending.splice(
      pending.findIndex((candidate) => candidate.method === name),
      1,
    )[0] as PendingCall;
    const result = event as EventObject & { output?: never; error?: unknown };
    if (outcome === 'done') call.resolve(pick(result.output as never));
    else call.reject(result.error);
    // One invoked call, one request: a second means the page asked twice (a double submit).
    if (isPending(name)) throw new Error(`the page called ${name} twice for '${invokeId}'`);
  }
}

const isPending = (method: string) => pending.some((call) => call.method === method);

/** Forgets the calls of the page just replayed. */
export function resetEdge(): void {
  pending.length = 0;
}
