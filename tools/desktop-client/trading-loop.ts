import * as v from 'valibot';
import { endpoints, type StopState, StopStateSchema } from '../../src/services/contract';
import { LinkError, type LinkOptions } from './link';

/**
 * The emergency stop as the desktop obeys it (issue 36): it long-polls its status and, while a
 * trading loop runs, pauses the loop at once when the customer stops trading, and carries on
 * when they resume. A stop held in the license (a desktop offline when it was pressed) holds
 * from the start.
 */

/** After a failed poll (offline, a server restarting), the tool tries again this much later. */
export const STATUS_RETRY_MS = 3_000;

/**
 * One long poll: the state at once when it differs from `knownChangedAt`, else at its change or
 * after the server's wait (25 s). A 401 is a signed-out device (`LinkError` '401').
 */
export async function pollStopStatus(
  link: LinkOptions,
  deviceToken: string,
  knownChangedAt: number | undefined,
  signal?: AbortSignal,
): Promise<StopState> {
  const url = new URL(endpoints.device.status, link.server);
  if (knownChangedAt !== undefined) url.searchParams.set('knownChangedAt', String(knownChangedAt));
  let answer: Response;
  try {
    answer = await (link.fetch ?? fetch)(url.toString(), {
      headers: { accept: 'application/json', authorization: `Bearer ${deviceToken}` },
      signal,
    });
  } catch (error) {
    throw new LinkError(
      `The server could not be reached (${(error as Error).message}).`,
      signal?.aborted ? 'aborted' : 'offline',
    );
  }
  if (answer.status === 401) {
    throw new LinkError('This device is signed out: sign it in again.', '401');
  }
  if (!answer.ok) {
    throw new LinkError(`The status call was refused (${answer.status}).`, String(answer.status));
  }
  return v.parse(StopStateSchema, await answer.json());
}

export type TradingLoopOptions = {
  link: LinkOptions;
  deviceToken: string;
  out: (line: string) => void;
  /** The stop as the license held says it (`stopped` claim), until the server answers. */
  stoppedByLicense: boolean;
  /** Time between two ticks of the simulated trading. */
  tickMs: number;
  /** Ends after this many ticks traded (tests, demos); runs until `signal` aborts without. */
  ticks?: number;
  signal?: AbortSignal;
};

/**
 * The simulated trading loop: a tick every `tickMs` while trading is allowed, each printed; none
 * while stopped. The status poll runs beside it: a stop pauses the loop before its next tick
 * (the poll answers within a second of the press), a resume lets it carry on. Ends with 0 after
 * `ticks` ticks or an abort, 1 when the device is signed out.
 */
export async function runTradingLoop(options: TradingLoopOptions): Promise<number> {
  const { link, out } = options;
  const sleep = link.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const done = new AbortController();
  const ending = () => done.abort();
  options.signal?.addEventListener('abort', ending, { once: true });
  let stopped = options.stoppedByLicense;
  let wakeTicker: (() => void) | undefined;
  let outcome = 0;
  // The first trade waits for the first status answer (or its failure: then the license says).
  let firstAnswer!: () => void;
  const answered = new Promise<void>((resolve) => {
    firstAnswer = resolve;
  });
  if (stopped) out('Trading is stopped (emergency stop, from the license). Waiting for resume.');

  // A run that ends does not wait for the poll under way (a fetch that ignores the abort).
  const ended = new Promise<never>((_, reject) => {
    done.signal.addEventListener('abort', () => reject(new LinkError('Ended.', 'aborted')));
  });
  ended.catch(() => {});

  async function watchStatus() {
    let known: number | undefined;
    while (!done.signal.aborted) {
      try {
        const state = await Promise.race([
          pollStopStatus(link, options.deviceToken, known, done.signal),
          ended,
        ]);
        known = state.changedAt;
        if (state.stopped !== stopped) {
          stopped = state.stopped;
          out(
            stopped
              ? 'EMERGENCY STOP: trading stopped on this device. Waiting for resume.'
              : 'Trading resumed.',
          );
          wakeTicker?.();
        }
        firstAnswer();
      } catch (error) {
        if (done.signal.aborted) return;
        if (error instanceof LinkError && error.code === '401') {
          out(error.message);
          outcome = 1;
          done.abort();
          return;
        }
        // Offline or refused: the last state holds; try again shortly.
        firstAnswer();
        await sleep(STATUS_RETRY_MS);
      }
    }
  }

  async function trade() {
    let tick = 0;
    await answered;
    while (!done.signal.aborted) {
      if (stopped) {
        // Paused until the status watcher says otherwise (or the run ends).
        await new Promise<void>((resume) => {
          wakeTicker = resume;
          done.signal.addEventListener('abort', () => resume(), { once: true });
        });
        wakeTicker = undefined;
        continue;
      }
      tick += 1;
      out(`Tick ${tick}: trading.`);
      if (options.ticks !== undefined && tick >= options.ticks) break;
      await sleep(options.tickMs);
    }
    done.abort();
  }

  await Promise.all([watchStatus(), trade()]);
  options.signal?.removeEventListener('abort', ending);
  return outcome;
}
