import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

/**
 * The style cache the prerender step extracts Chakra's styles from. None in the browser: there
 * Chakra's scope makes its own when its runtime loads (chakra-scope.tsx), so the app starts
 * without emotion.
 */
export const StyleCacheContext = createContext<EmotionCache | undefined>(undefined);
