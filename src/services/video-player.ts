/** What the embedded player tells this page: its frame loaded, it is there, or it cannot play. */
export type PlayerReport = 'frame.loaded' | 'player.ready' | 'player.failed';

/** YouTube's player messages that show it is running, and the one that says it cannot play. */
const RUNNING = new Set(['initialDelivery', 'onReady', 'infoDelivery']);
const FAILED = 'onError';
/** How often to ask the player to report until it answers (it ignores a page that never asks). */
const ASK_EVERY_MS = 250;

function playerEvent(data: unknown): string | undefined {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (message && typeof message === 'object' && 'event' in message) {
      return typeof message.event === 'string' ? message.event : undefined;
    }
  } catch {
    // Not a player message.
  }
  return undefined;
}

/**
 * Watches a YouTube embed (its address carries `enablejsapi=1`) through the player's message
 * protocol: asks it to report, and passes on what it says. Only messages from this frame count.
 * Returns the function that stops watching.
 */
export function watchEmbeddedPlayer(
  frame: HTMLIFrameElement,
  report: (event: PlayerReport) => void,
): () => void {
  const playerOrigin = new URL(frame.src).origin;
  let answered = false;
  const onMessage = (message: MessageEvent) => {
    if (message.source !== frame.contentWindow || message.origin !== playerOrigin) return;
    const event = playerEvent(message.data);
    if (event === FAILED) report('player.failed');
    else if (event && RUNNING.has(event)) {
      answered = true;
      report('player.ready');
    }
  };
  const onLoad = () => report('frame.loaded');
  const ask = setInterval(() => {
    if (answered) return;
    // Any origin: the frame may hold a blank or an error page yet (a mismatch would log an
    // error each time), and the request carries nothing private.
    frame.contentWindow?.postMessage(
      JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
      '*',
    );
  }, ASK_EVERY_MS);
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', onLoad);
  return () => {
    clearInterval(ask);
    window.removeEventListener('message', onMessage);
    frame.removeEventListener('load', onLoad);
  };
}
