import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints } from '../../src/services/contract';
import type { Clock } from './clock';

/** How long a content link works after the detail call hands it out. */
export const CONTENT_LINK_TTL_MS = 60 * 60 * 1000;

export type ContentLinks = ReturnType<typeof createContentLinks>;

/**
 * Signed, expiring download links for script content kept in the database. A link opened in a
 * browser carries no bearer token, so the detail call (which checks the entitlement) signs one
 * with an HMAC of the script name and the expiry; the download checks the signature and the
 * time. Without a configured secret each process makes its own, so links end with a restart.
 */
export function createContentLinks(deps: { clock: Clock; secret?: string }) {
  const secret = deps.secret ? Buffer.from(deps.secret) : randomBytes(32);
  const sign = (scriptName: string, expires: number) =>
    createHmac('sha256', secret).update(`${scriptName}\n${expires}`).digest('base64url');

  return {
    /** A same-origin path to the content of that script, valid for an hour. */
    linkFor(scriptName: string): string {
      const expires = Math.floor((deps.clock.now() + CONTENT_LINK_TTL_MS) / 1000);
      const query = new URLSearchParams({
        expires: String(expires),
        signature: sign(scriptName, expires),
      });
      return `${endpoints.store.content}/${encodeURIComponent(scriptName)}?${query}`;
    },
    /** Whether the link's signature is ours and it has not expired. */
    isValid(scriptName: string, expires: string | undefined, signature: string | undefined) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      if (Number(expires) * 1000 <= deps.clock.now()) return false;
      const expected = Buffer.from(sign(scriptName, Number(expires)));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
