/** A small structured logger: one JSON line per event, so logs stay greppable and parseable. */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  /** Something an operator should act on that does not stop the server. */
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export type LogLevel = 'silent' | 'error' | 'warn' | 'info';

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

export const REDACTED = '[redacted]';

/** Fields whose value is a secret whatever it looks like: passwords, tokens, codes, keys. */
const SECRET_FIELD =
  /pass(word|phrase)?|token|secret|authori[sz]ation|cookie|signature|api[-_]?key|verification[-_]?code|^code$/i;

/** Secrets inside free text, such as an error message that quotes a header or a URL. */
const SECRET_TEXT: Array<[RegExp, string]> = [
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${REDACTED}`],
  // Credentials in a URL: smtp://user:password@host, postgres://user:password@host.
  [/\b([a-z][a-z\d+.-]*:\/\/[^\s:/@]*:)[^\s/@]+@/gi, `$1${REDACTED}@`],
  // Secrets in a query string: signed download links, reset links.
  [/([?&](?:token|auth[-_]?token|signature|password|code|key)=)[^&\s"']+/gi, `$1${REDACTED}`],
  // Stripe secret, restricted and webhook keys.
  [/\b(?:sk|rk)_(?:live|test)_\w+|\bwhsec_\w+/g, REDACTED],
];

const MAX_DEPTH = 6;

export function redactText(text: string): string {
  return SECRET_TEXT.reduce((result, [pattern, by]) => result.replace(pattern, by), text);
}

/**
 * A copy of the fields fit for a log line: secret fields replaced, secrets in text cut out,
 * errors reduced to their name and message (a stack trace helps an attacker more than a
 * reader of the log, and may quote values).
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? REDACTED : redact(field, depth + 1),
    ]),
  );
}

export function createLogger(
  level: LogLevel,
  write: (severity: string, line: string) => void = (severity, line) =>
    (severity === 'info' ? process.stdout : process.stderr).write(`${line}\n`),
): Logger {
  const log = (severity: Exclude<LogLevel, 'silent'>) => {
    return (message: string, fields?: Record<string, unknown>) => {
      if (rank[severity] > rank[level]) return;
      const safe = redact({ message, ...fields }) as Record<string, unknown>;
      write(severity, JSON.stringify({ time: new Date().toISOString(), severity, ...safe }));
    };
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}
