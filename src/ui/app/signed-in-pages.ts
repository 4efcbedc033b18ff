import type { ComponentType } from 'react';
import {
  type CustomerPageId,
  type OperatorPageId,
  type PageId,
  pageRegistry,
} from '../../services/page-registry';

/** A page's code: its module (a chunk of its own), and whether it is drawn with Chakra. */
export type PageModule<Props = object> = {
  load: () => Promise<{ default: ComponentType<Props> }>;
  /** Drawn with Chakra's components: its runtime loads beside the page's chunk. */
  chakra?: true;
  /**
   * The page's `*.data.ts` module: the calls it makes first, which the early start makes
   * beside the page's code (the page's own calls then take their answers, services/http.ts).
   */
  data?: () => Promise<{ pageData: { requestFirstData: () => unknown } }>;
};

/**
 * The code of each page behind a session, by its id in the page registry (the dashboard is
 * drawn by the area itself). The area's route tables draw them from here; the app shell's early
 * start (src/boot/signed-in-early-start.ts) reads the same table to load the page's code beside
 * the area's instead of after it. A thunk of a dynamic import each: nothing loads until called.
 */
export const signedInPages = {
  customerScriptStore: {
    load: () => import('../customer/script-store-page'),
    data: () => import('../customer/store/store.data'),
  },
  customerContact: { load: () => import('../customer/contact-page') },
  // The chat (and its Markdown reader) loads only when /customer/chat is opened.
  customerChat: { load: () => import('../customer/chat-page') },
  customerAccounts: {
    load: () => import('../customer/accounts-page'),
    data: () => import('../customer/accounts/accounts.data'),
  },
  customerSettings: {
    load: () => import('../customer/settings-page'),
    data: () => import('../customer/settings/settings.data'),
  },
  customerDevices: {
    load: () => import('../customer/devices-page'),
    data: () => import('../customer/devices/devices.data'),
  },
  customerDeviceActivation: {
    load: () => import('../customer/device-activation-page'),
  },
  customerSecurity: { load: () => import('../customer/security-page') },
  adminOverview: {
    load: () => import('../admin/overview/overview-page'),
    data: () => import('../admin/overview/overview.data'),
  },
  adminScripts: {
    load: () => import('../admin/scripts/scripts-page'),
    data: () => import('../admin/scripts/scripts.data'),
  },
  adminRequests: {
    load: () => import('../admin/requests/requests-page'),
    data: () => import('../admin/requests/requests.data'),
  },
  adminSupport: {
    load: () => import('../admin/support/support-page'),
    data: () => import('../admin/support/support.data'),
  },
  adminCustomers: {
    load: () => import('../admin/customers/customers-page'),
    data: () => import('../admin/customers/customers.data'),
  },
  adminReleases: { load: () => import('../admin/releases/releases-page') },
  adminAudit: {
    load: () => import('../admin/audit/audit-page'),
    data: () => import('../admin/audit/audit.data'),
  },
} satisfies Record<Exclude<CustomerPageId | OperatorPageId, 'customerDashboard'>, PageModule>;

type SignedInPageId = keyof typeof signedInPages;

/** The signed-in page at `path`, if it has code of its own. */
export function signedInPageAt(path: string): PageModule | undefined {
  const id = (Object.keys(pageRegistry) as PageId[]).find(
    (candidate) => pageRegistry[candidate].path === path,
  );
  return id && id in signedInPages ? signedInPages[id as SignedInPageId] : undefined;
}
