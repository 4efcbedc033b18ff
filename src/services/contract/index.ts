/**
 * The API contract shared by the browser and the server: every path and the valibot schema
 * of what goes over the wire. It is the only module both sides import. Field names are the
 * spec's (section 3); bounds keep every text field to a sane size on both sides.
 */
import { pagePaths } from '../page-paths';

// What the build leaves in dist/ for the server, and which pages there are and how each is
// delivered: plain data the server routes by.
export * from '../build-output';
export * from '../page-registry';
// Which pages need a session and how a browser says it holds one: the server sends whoever
// holds none to login before any app code loads. In modules of their own, without valibot,
// like the facts and pages below: the session storage every page runs reads the cookie's.
export { isInSignedInArea, loginReturningTo } from '../return-path';
export { SIGNED_IN_COOKIE } from '../signed-in-cookie';
// The facts a public page needs (the brand, the site settings, the Pro price) live in a module
// of their own, without valibot: the islands of a public page read them, and importing them
// from here would load every schema below with them.
export * from '../site-facts';
export * from './accounts';
export * from './accounts-endpoints';
export * from './api-docs';
export * from './chat';
export * from './console/audit';
export * from './console/customers';
export * from './console/customers-endpoints';
export * from './console/endpoints';
export * from './console/inbox';
export * from './console/lists';
export * from './console/overview';
export * from './console/scripts';
export * from './declared';
export * from './desktop';
export * from './device-flow';
export * from './devices';
// How each endpoint is declared (method, path, input, answer, who may call it).
export * from './endpoint';
export * from './fields';
// The calls and the schemas of what goes over the wire, a module per domain.
export * from './paths';
export * from './payments';
export * from './payments-endpoints';
export * from './releases';
export * from './store';
export * from './store-endpoints';
export * from './support';
// The SPA's pages live in a module of their own, without valibot: the entry every page runs
// reads them before any app code loads.
export { pagePaths };
