import { createContext, useContext, useId } from 'react';

/**
 * What every element id drawn under it starts with: an island's own name on a public page.
 * Each island is a root of its own there, and the islands' runtime (Preact) counts its ids
 * from the start in every root, so two islands would otherwise draw the same ids.
 */
export const ElementIdPrefixContext = createContext('');

/**
 * An id for an element, the same on the server and in the browser and unique in the document:
 * `useId` with the island's prefix before it (nothing in the single-page app).
 */
export function useElementId() {
  return useContext(ElementIdPrefixContext) + useId();
}
