import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useContext } from 'react';
import { system } from '../theme';
import { createEmotionCache } from './emotion-cache';
import { StyleCacheContext } from './style-cache-context';

/** The browser's one style cache, made as Chakra's runtime loads. */
const browserCache = createEmotionCache();

/** Chakra's provider with the product's system and emotion's cache: a chunk of its own (with-chakra.tsx). */
export default function ChakraScope({ children }: { children: ReactNode }) {
  const cache = useContext(StyleCacheContext) ?? browserCache;
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
