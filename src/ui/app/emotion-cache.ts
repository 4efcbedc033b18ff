import createCache from '@emotion/cache';

/**
 * The style cache's key, the same when prerendering and in the browser: the browser's cache
 * adopts the prerendered `<style data-emotion="sh ...">` tags instead of inserting them again.
 */
const EMOTION_CACHE_KEY = 'sh';

export const createEmotionCache = () => createCache({ key: EMOTION_CACHE_KEY });
