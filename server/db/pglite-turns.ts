import type { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Makes each statement of the embedded database wait for a turn of the event loop of its own,
 * in the order they were asked.
 *
 * PGlite runs a statement synchronously, on the event loop, and its queue hands the next one
 * over in a microtask: with many requests in flight, the whole queue ran without the loop
 * turning once, and requests on connections the loop had not read yet waited for seconds
 * (issue 34: the store list's p99 at 1.6 s with 100 connections while its median was 81 ms;
 * connections opened at once got their first answer one after another, up to 5 s later).
 * Between two statements the loop now reads its sockets, and a new request takes its place in
 * the one line. A transaction's own statements go through PGlite's transaction, not through
 * here: it holds the database until it ends, as before.
 */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  client.query = <T>(...args: Parameters<PGlite['query']>) => {
    const answer = last.then(nextTurn).then(() => query<T>(...args));
    last = answer.catch(() => undefined);
    return answer;
  };
}
