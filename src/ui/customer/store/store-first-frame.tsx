import { storeMessages } from '../../../content/store-messages';
import { StoreHeader } from './store-header';
import { StoreSkeleton } from './store-skeleton';

const inert = () => {};

/**
 * The store as it first shows, before its scripts come: what the app shell draws for
 * /customer/script-store, so the app's first render paints the same page over it. A tap on
 * its buttons meanwhile is replayed on the app's (src/boot/early-interactions.ts).
 */
export function StoreFirstFrame() {
  return (
    <>
      <StoreHeader onShowRequests={inert} onRequestScript={inert} />
      <StoreSkeleton label={storeMessages.loadingScripts} />
    </>
  );
}
