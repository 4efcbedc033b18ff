/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import. Field names are the
 * spec's (section 3); bounds keep every text field to a sane size on both sides.
 *
 * It gathers: what the build leaves in dist/ for the server and the page registry (plain data
 * the server routes by); which pages need a session and the signed-in cookie, the facts a
 * public page needs and the page paths (modules without valibot, so the entry every page runs
 * and the islands can read them without every schema below); how an endpoint is declared
 * (`endpoint.ts`) and the list of every declared one (`declared.ts`); and a module per domain
 * with its calls and the schemas of what goes over the wire.
 */
import { pagePaths } from '../page-paths';

export * from '../build-output';
export * from '../page-registry';
export { isInSignedInArea, loginReturningTo } from '../return-path';
export { SIGNED_IN_COOKIE } from '../signed-in-cookie';

export * from '../site-facts';
export * from './account-security';
export * from './accounts';
export * from './accounts-endpoints';
export * from './api-docs';
export * from './chat';
export * from './console/audit';
export * from './console/customers';
export * from './console/customers-endpoints';
export * from './console/endpoints';
export * from './console/inbox';
export * from './console/inbox-endpoints';
export * from './console/lists';
export * from './console/overview';
export * from './console/scripts';
export * from './console/scripts-endpoints';
export * from './declared';
export * from './desktop';
export * from './device-flow';
export * from './devices';
export * from './emergency-stop';
export * from './endpoint';
export * from './fields';
export * from './health';
export * from './oauth';
export * from './passkeys';
export * from './paths';
export * from './payments';
export * from './payments-endpoints';
export * from './releases';
export * from './second-factor';
export * from './store';
export * from './store-endpoints';
export * from './support';
export * from './user-agent';
export { pagePaths };
