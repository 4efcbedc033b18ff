import type { Output } from '../cli/commands';
import { OPERATOR_PATHS, type OperatorAccess } from './access';

/** The server could not do what the command asked; its message says why. */
export class OperatorCallError extends Error {}

/** The connection was refused: the server did not get the call (it is stopping, or gone). */
export class ServerGoneError extends OperatorCallError {}

/** Calls the running server's operator endpoint (see `endpoint.ts`). */
export function operatorClient(access: OperatorAccess) {
  const call = async (path: string, init: RequestInit = {}) => {
    let answer: Response;
    try {
      answer = await fetch(`${access.url}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${access.token}` },
      });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code === 'ECONNREFUSED') {
        throw new ServerGoneError(`The server at ${access.url} is gone.`);
      }
      throw error;
    }
    if (!answer.ok) {
      const message = ((await answer.json().catch(() => ({}))) as { message?: string }).message;
      throw new OperatorCallError(`The server could not do it: ${message ?? answer.statusText}`);
    }
    return answer;
  };
  return {
    /** Runs the command in the server; its lines are written here. Answers its exit code. */
    async run(name: string, args: string[], cwd: string, io: Output): Promise<number> {
      const answer = await call(OPERATOR_PATHS.command.replace(':name', name), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ args, cwd }),
      });
      const { code, out, err } = (await answer.json()) as {
        code: number;
        out: string[];
        err: string[];
      };
      for (const line of out) io.out(line);
      for (const line of err) io.err(line);
      return code;
    },
    /** The database's snapshot, taken by the server. */
    async snapshot(): Promise<Blob> {
      return (await call(OPERATOR_PATHS.snapshot)).blob();
    },
  };
}

export type OperatorClient = ReturnType<typeof operatorClient>;
