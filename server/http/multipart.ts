import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import Busboy, { type BusboyConfig } from '@fastify/busboy';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './errors';

export type MultipartHandlers = {
  /** A text field. */
  field(name: string, value: string): void | Promise<void>;
  /** A file part: read `stream` to its end (or let it fail); the next part waits for it. */
  file(name: string, stream: Readable, fileName: string): Promise<void>;
};

const malformed = (why: string) =>
  new ApiError(400, `The form is not valid multipart/form-data (${why}).`);

/**
 * Reads a multipart/form-data body as it arrives, handing each field and file to `handlers`,
 * never holding the body in memory (busboy). Once a handler fails, the parts after it are read
 * and dropped, so the client, which is still sending, gets the answer; then that failure is
 * thrown, after every handler has finished. A body that is not valid multipart is a 400; a
 * failure of the body itself (too large, cut off) is thrown as it is.
 */
export async function readMultipart(
  request: Request,
  limits: NonNullable<BusboyConfig['limits']>,
  handlers: MultipartHandlers,
): Promise<void> {
  const body = request.body;
  if (!body) throw malformed('no body');
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // The name as sent, paths included, for the handler to refuse: not quietly shortened.
      preservePath: true,
      limits,
    });
  } catch (error) {
    throw malformed(error instanceof Error ? error.message : String(error));
  }

  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const handled: Promise<void>[] = [];
  const reading = new Set<Readable>();
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (failure !== undefined) return;
    if (valueTruncated) return fail(new ApiError(413, `The form's ${name} is too long.`));
    handled.push(
      Promise.resolve()
        .then(() => handlers.field(name, value))
        .catch(fail),
    );
  });
  parser.on('file', (name, stream, fileName) => {
    if (failure !== undefined) {
      stream.resume();
      return;
    }
    // The handler reads a stream of its own: if it stops early (or fails), the part's stream is
    // still drained, or the parser would wait for it for ever.
    const part = new PassThrough();
    // The handler meets a failure of the part as it reads; one that comes before it starts
    // reading (it may be making a folder) is kept by the stream, not thrown.
    part.on('error', () => {});
    stream.on('error', (error: Error) => part.destroy(malformed(error.message)));
    stream.pipe(part);
    reading.add(part);
    handled.push(
      handlers
        .file(name, part, fileName)
        .then(() => {
          if (stream.truncated) fail(new ApiError(413, `${fileName} is too large.`));
        })
        .catch(fail)
        .finally(() => {
          reading.delete(part);
          stream.unpipe(part);
          stream.resume();
        }),
    );
  });
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
    parser.on(limit, () => fail(new ApiError(422, 'The form has more parts than it may.')));
  }

  let bodyFailure: unknown;
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  source.once('error', (error) => {
    bodyFailure = error;
  });
  try {
    await pipeline(source, parser);
  } catch (error) {
    // A file part cut off mid-way: its handler stops too.
    for (const stream of reading) stream.destroy(malformed('cut off'));
    await Promise.allSettled(handled);
    if (bodyFailure instanceof ApiError || bodyFailure instanceof HTTPException) throw bodyFailure;
    if (bodyFailure !== undefined) throw malformed('the body did not arrive whole');
    throw malformed(error instanceof Error ? error.message : String(error));
  }
  await Promise.allSettled(handled);
  if (failure !== undefined) throw failure;
}
