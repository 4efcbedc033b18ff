/** A small structured logger: one JSON line per event, so logs stay greppable and parseable. */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export function createLogger(level: 'silent' | 'error' | 'info'): Logger {
  const write = (severity: string, message: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), severity, message, ...fields });
    (severity === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    info: (message, fields) => level === 'info' && write('info', message, fields),
    error: (message, fields) => level !== 'silent' && write('error', message, fields),
  };
}
