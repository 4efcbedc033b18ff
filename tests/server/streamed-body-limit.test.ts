import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE, streamedBodyLimit } from '../../server/http/body';
import { ApiError } from '../../server/http/errors';

const LIMIT = 1024;

/** A route that reads its body as a stream, telling the test when its first chunk arrived. */
function readingApp(onFirstChunk = () => {}) {
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json({ message: error.message }, error.status)
      : c.json({ message: String(error) }, 500),
  );
  app.post('/', streamedBodyLimit(LIMIT), async (c) => {
    let size = 0;
    for await (const chunk of c.req.raw.body ?? []) {
      if (size === 0) onFirstChunk();
      size += chunk.byteLength;
    }
    return c.json({ size });
  });
  return app;
}

/** A body sent without a length (chunked): `chunks` parts of `size` bytes, `between` awaited after the first. */
const chunkedBody = (chunks: number, size: number, between = async () => {}) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 1) await between();
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size));
    },
  });
};

const post = (app: Hono, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('the streamed body limit (release uploads)', () => {
  it('refuses a declared length past the limit before the route reads anything', async () => {
    let reached = false;
    const app = readingApp(() => {
      reached = true;
    });
    const answer = await post(app, 'x'.repeat(LIMIT + 1), {
      'content-length': String(LIMIT + 1),
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: BODY_TOO_LARGE });
    expect(reached).toBe(false);
    expect(await (await post(app, 'x'.repeat(LIMIT))).json()).toEqual({ size: LIMIT });
  });

  it('hands a body without a length to the route as it arrives, and fails it past the limit', async () => {
    // The second chunk waits (2 s at most) for the route to have the first: a limit that held
    // the body back until it was whole would hand it over only after the wait.
    let firstArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      firstArrived = resolve;
    });
    let routeHasFirst = false;
    let routeHadFirstBeforeSecond = false;
    const streaming = readingApp(() => {
      routeHasFirst = true;
      firstArrived();
    });
    const wait = async () => {
      await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      routeHadFirstBeforeSecond = routeHasFirst;
    };
    const within = await post(streaming, chunkedBody(4, LIMIT / 4, wait));
    expect(await within.json()).toEqual({ size: LIMIT });
    expect(routeHadFirstBeforeSecond).toBe(true);

    const past = await post(readingApp(), chunkedBody(5, LIMIT / 4));
    expect(past.status).toBe(413);
    expect(await past.json()).toEqual({ message: BODY_TOO_LARGE });
  });
});
