import type { Database } from '../db/client';

export type Output = { out(line: string): void; err(line: string): void };

/**
 * An operator command: the database, the arguments after its name, where to write, and the
 * folder its file arguments are relative to (the operator's, also when the server runs it).
 */
export type OperatorCommand = (
  db: Database,
  args: string[],
  io: Output,
  cwd?: string,
) => Promise<number>;
