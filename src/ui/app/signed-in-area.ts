import { pagePaths } from '../../services/contract';
import { lazyPage } from './lazy-page';

const loadArea = () => import('../customer/customer-area');

/** The customer area and the console in its frame: one chunk, loaded on the first visit. */
export const CustomerArea = lazyPage(loadArea);
export const AdminArea = lazyPage(() => loadArea().then((area) => ({ default: area.AdminArea })));

const isConsolePath = (path: string) =>
  path === pagePaths.admin.overview || path.startsWith(`${pagePaths.admin.overview}/`);

/**
 * Loads everything the signed-in area draws first at `path`, so the app's first render shows
 * the page at once instead of a spinner between the app shell and the page.
 */
export async function preloadSignedInArea(path: string): Promise<void> {
  const inConsole = isConsolePath(path);
  await (inConsole ? AdminArea : CustomerArea).preload();
  const area = await loadArea();
  await area.preloadAreaPage(path);
}
