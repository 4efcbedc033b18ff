import type { Logger } from './logger';

type Step = { name: string; stop: () => Promise<unknown> | unknown };

/**
 * The server's stop, built while it starts: each part, once started, adds how it is stopped, and
 * a stop runs them in the reverse order. The last part started, the HTTP server, so stops taking
 * and finishing requests before the senders, timers and connections those requests use close.
 * The same steps undo a start that failed halfway.
 */
export function createShutdown(logger: Logger) {
  const steps: Step[] = [];
  let running: Promise<void> | undefined;
  return {
    /** How to stop what was just started. */
    add(name: string, stop: Step['stop']) {
      steps.push({ name, stop });
    },
    /** Runs every step once, later ones too when one fails; a second call waits for the first. */
    run(): Promise<void> {
      running ??= (async () => {
        for (const step of [...steps].reverse()) {
          try {
            await step.stop();
          } catch (error) {
            logger.error('stopping failed', { step: step.name, error });
          }
        }
      })();
      return running;
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;
