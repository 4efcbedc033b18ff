import { createContext, useContext } from 'react';
import type { PublicPageData } from '../../services/contract';

/**
 * The data of the public pages that changes while the server runs (releases), handed to the
 * render by the server (server/http/public-pages.ts); empty where nobody gave any.
 */
export const PublicPageDataContext = createContext<PublicPageData>({ releases: [] });

export const usePublicPageData = () => useContext(PublicPageDataContext);
