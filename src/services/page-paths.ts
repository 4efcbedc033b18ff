/**
 * The site's pages by name (`pagePaths.pricing`, `pagePaths.customer.settings`), derived from
 * the page registry, where each is declared once.
 */
export { pagePaths } from './page-registry';
