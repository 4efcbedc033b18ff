import type { Context, MiddlewareHandler } from 'hono';
import type { Endpoint } from '../../src/services/contract';
import type { Database } from '../db/client';
import {
  type AuditEntry,
  contentDigest,
  countingAudit,
  recordAudit,
  sha256Hex,
} from '../domain/admin/audit';
import type { Clock } from '../domain/clock';
import type { Logger } from '../logger';
import type { AuthEnv } from './auth';

/** Fields whose values the log never holds, wherever they appear. */
const SECRET_KEY = /pass(word)?|secret|token|signature|api[-_]?key|authorization|cookie|code$/i;
/** A text longer than this is named by its hash and length, not kept. */
const LONGEST_TEXT = 500;
/** A summary larger than this (as JSON) is named by its hash and length instead. */
const LARGEST_SUMMARY = 8 * 1024;
const DEEPEST = 6;
const MOST_ITEMS = 50;

/**
 * A request's or an answer's body as the audit log keeps it: secrets withheld, a `content`
 * text as `{ contentSha256, contentLength }`, any other long text and any file by its SHA-256.
 */
export function auditSummary(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return value.length > LONGEST_TEXT ? { sha256: sha256Hex(value), length: value.length } : value;
  }
  if (depth >= DEEPEST) return '[nested]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MOST_ITEMS).map((item) => auditSummary(item, depth + 1));
    return value.length > MOST_ITEMS ? [...items, `[${value.length - MOST_ITEMS} more]`] : items;
  }
  if (typeof value !== 'object') return undefined;
  const summary: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) addField(summary, key, field, depth + 1);
  return summary;
}

/** One field of a summary: withheld when secret, a `content` text by its digest. */
function addField(summary: Record<string, unknown>, key: string, value: unknown, depth: number) {
  if (SECRET_KEY.test(key)) summary[key] = '[withheld]';
  else if (key === 'content' && typeof value === 'string') {
    Object.assign(summary, contentDigest(value));
  } else summary[key] = auditSummary(value, depth);
}

/** Keeps a summary small: past `LARGEST_SUMMARY`, its hash and length stand for it. */
function bounded(summary: unknown): unknown {
  const text = JSON.stringify(summary);
  if (text === undefined || text.length <= LARGEST_SUMMARY) return summary;
  return { sha256: sha256Hex(text), length: text.length };
}

/**
 * The request's body, if one can be read without harm: JSON (small, already read by the
 * handler), or a multipart form the handler parsed (its files then by name, size and SHA-256).
 * A body the handler streamed is not read again: its answer names what was stored.
 */
async function requestSummary(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (/^application\/([\w.-]+\+)?json/i.test(type)) return auditSummary(await c.req.json());
    const form = c.req.bodyCache.formData as FormData | Promise<FormData> | undefined;
    if (!form) return undefined;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of (await form).entries()) {
      addField(
        fields,
        key,
        typeof value === 'string'
          ? value
          : {
              fileName: value.name,
              bytes: value.size,
              sha256: sha256Hex(new Uint8Array(await value.arrayBuffer())),
            },
        1,
      );
    }
    return fields;
  } catch {
    return undefined;
  }
}

/** The answer's JSON body, summarised; nothing for another kind of answer. */
async function answerSummary(c: Context): Promise<unknown> {
  if (!(c.res.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return auditSummary(await c.res.clone().json());
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const singular = (word: string) =>
  word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

/**
 * The action a write names, from its method and its route below the console's prefix:
 * `POST /releases/:version/publish` is `release.publish`; otherwise the route's words and a verb
 * by method (`POST /releases`, a multipart form, is `release.upload`; `PUT /customers/:id/lock`
 * is `customer.lock.update`).
 */
export function actionOf(method: string, route: string, multipart: boolean): string {
  const segments = route.split('/').filter(Boolean);
  const [section = 'console', ...rest] = segments;
  const words = [singular(section), ...rest.filter((segment) => !segment.startsWith(':'))];
  const last = segments.at(-1) ?? '';
  const beforeLast = segments.at(-2) ?? '';
  if (method === 'POST' && beforeLast.startsWith(':') && !last.startsWith(':')) {
    return words.join('.');
  }
  const verb =
    method === 'POST'
      ? multipart
        ? 'upload'
        : 'create'
      : method === 'DELETE'
        ? 'delete'
        : 'update';
  return [...words, verb].join('.');
}

/** What the write acted on: its route's first parameter, else the id its answer names. */
function targetIdOf(c: Context, route: string, answer: unknown): string {
  const first = /:(\w+)/.exec(route)?.[1];
  if (first) return c.req.param(first) ?? '';
  const named = answer as { id?: unknown; version?: unknown } | undefined;
  const id = named?.id ?? named?.version;
  return typeof id === 'string' ? id : '';
}

/**
 * The audit of one endpoint declared `audited` (an operator action), put before its handler by
 * the registrar (server/http/endpoint-routes.ts): every successful call leaves an audit entry. A
 * handler that records a richer one in its own transaction (`recordAudit`, counted by
 * `countingAudit`) keeps doing so; for a successful call that recorded nothing, this writes the
 * entry: the action from the method and the route, the target from the route's parameters, the
 * operator from the session, and the request and answer summarised (`auditSummary`: hashes of
 * content and files, no secrets).
 */
export function auditOperatorActions(deps: {
  db: Database;
  clock: Clock;
  logger: Logger;
  /** The console API's prefix (`endpoints.admin`), left out of the actions' names. */
  prefix: string;
}) {
  const { db, clock, logger, prefix } = deps;
  return (endpoint: Endpoint): MiddlewareHandler<AuthEnv> => {
    const fullRoute = endpoint.path;
    const route = fullRoute.startsWith(prefix) ? fullRoute.slice(prefix.length) : fullRoute;
    return async (c, next) => {
      const recorded = await countingAudit(() => next());
      if (recorded > 0 || c.res.status < 200 || c.res.status >= 300) return;
      const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
      const action = actionOf(c.req.method, route, multipart);
      const user = c.get('user');
      const [request, answer] = await Promise.all([requestSummary(c), answerSummary(c)]);
      const entry: AuditEntry = {
        action,
        targetType: singular(route.split('/').filter(Boolean)[0] ?? 'console'),
        targetId: targetIdOf(c, route, answer),
        // The answer's fields (the thing as it is now, as the audit page lists them), and what
        // was asked when the body could be read.
        after: bounded({
          ...(isRecord(answer) ? answer : answer === undefined ? {} : { answer }),
          ...(request === undefined ? {} : { request }),
        }),
      };
      try {
        if (!user) throw new Error('an operator action answered without a signed-in operator');
        const actor = { id: user.id, emailAddress: user.emailAddress };
        await recordAudit(db, actor, entry, new Date(clock.now()));
      } catch (error) {
        // The action happened: the answer stays true, and the log line holds the entry instead.
        logger.error('console audit entry not written', {
          route: fullRoute,
          actor: user?.emailAddress,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          error: String(error),
        });
      }
    };
  };
}
