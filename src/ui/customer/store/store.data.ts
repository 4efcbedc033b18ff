import { FIRST_STORE_PAGE } from '../../../machines/script-store/machine';
import type { ScriptSummary } from '../../../services/contract';
import { storeApi } from '../../../services/store';

/**
 * Fetches the charts of a page of scripts into the browser's cache: the first cards then draw
 * with their pictures at once (the first chart is the page's largest paint) instead of asking
 * for them only once they are drawn.
 */
function fetchCharts(scripts: ScriptSummary[]) {
  for (const script of scripts) new Image().src = script.scriptImageUrl;
}

/**
 * /customer/script-store's first call, the catalogue's first page (requested with the page's
 * code), and its charts as soon as it answers (a failure is the page's to show, when it asks).
 */
export const pageData = {
  requestFirstData: () => storeApi.listPage(FIRST_STORE_PAGE).then(fetchCharts, () => {}),
};
