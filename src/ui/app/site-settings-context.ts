import { createContext, useContext } from 'react';
import { defaultSiteSettings, type SiteSettings } from '../../services/site-settings';

/**
 * The running site's settings (promo code, external links), provided at the root: read from the
 * page in the browser, tokens the server fills in when prerendering (src/services/site-settings.ts).
 */
export const SiteSettingsContext = createContext<SiteSettings>(defaultSiteSettings);

export const useSiteSettings = (): SiteSettings => useContext(SiteSettingsContext);

export const useExternalLinks = () => useSiteSettings().links;
