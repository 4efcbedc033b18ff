import { pagePaths } from '../services/contract';

/** A console section's path inside the nested /admin router ('/scripts'; the overview is '/'). */
export const nestedAdminPath = (path: string) => path.slice(pagePaths.admin.overview.length) || '/';

const section = (label: string, path: string, description: string) => ({
  label,
  path,
  nestedPath: nestedAdminPath(path),
  description,
});
export type AdminSection = ReturnType<typeof section>;

/**
 * The operator console's sections (issue 17), in the order its menu lists them: one for each
 * operator page of the page registry.
 */
export const adminSection = {
  overview: section(
    'Overview',
    pagePaths.admin.overview,
    'How the business is doing, at a glance.',
  ),
  scripts: section('Scripts', pagePaths.admin.scripts, 'The catalogue: create, edit and publish.'),
  requests: section('Requests', pagePaths.admin.requests, 'Custom-script requests, step by step.'),
  support: section('Support', pagePaths.admin.support, 'Messages from customers, and replies.'),
  customers: section('Customers', pagePaths.admin.customers, 'Accounts, plans and purchases.'),
  releases: section(
    'Releases',
    pagePaths.admin.releases,
    'Desktop versions: publish, roll out in stages, halt or yank.',
  ),
  audit: section('Audit log', pagePaths.admin.audit, 'Every action taken in this console.'),
} as const satisfies Record<keyof typeof pagePaths.admin, AdminSection>;
export const adminSections: AdminSection[] = Object.values(adminSection);

/** The section a path inside the /admin router is in (a customer's page is in Customers). */
export const adminSectionAt = (location: string) =>
  adminSections.findLast(
    (item) => location === item.nestedPath || location.startsWith(`${item.nestedPath}/`),
  );

/** The console's frame. */
export const adminShell = {
  navLabel: 'Operations',
} as const;
