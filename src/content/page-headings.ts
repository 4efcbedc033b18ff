import type { PageId } from '../services/page-registry';
import { customerContactTexts } from './contact';
import { accountsPage, settingsPage } from './customer-pages';
import { deviceActivationPage, devicesPage } from './devices';
import { storeTexts } from './script-store';
import { securityPage } from './security';

/** A signed-in page's title block: its h1 and the line under it. */
export type PageHeading = { title: string; subtitle?: string };

/**
 * The title block each customer page opens with, by its id in the page registry: the texts the
 * page itself draws, which the app shell draws at once too, so the page's first paint already
 * names it (the console's come from its sections, admin-navigation.ts).
 */
export const customerPageHeadings = {
  customerScriptStore: storeTexts,
  customerAccounts: accountsPage,
  customerDevices: devicesPage,
  customerDeviceActivation: deviceActivationPage,
  customerContact: customerContactTexts,
  customerSettings: settingsPage,
  customerSecurity: securityPage,
} satisfies Partial<Record<PageId, PageHeading>>;
