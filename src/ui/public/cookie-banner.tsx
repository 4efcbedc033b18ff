import { useActorRef, useSelector } from '@xstate/react';
import { useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'wouter';
import { cookieBanner } from '../../content/cookie-banner';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { selectIsVisible } from '../../machines/cookie-banner/selectors';
import { inspect } from '../../machines/inspector';
import { pagePaths } from '../../services/page-paths';
import { storage, storageKeys } from '../../services/storage';
import { styles } from './cookie-banner.styles';
import { defineIsland } from './islands/island';

const subscribeToNothing = () => () => {};
const readDismissedBefore = () => storage.read(storageKeys.cookieDisclaimerDismissed) === 'true';

/**
 * Prerendered pages carry the banner (the build cannot know this browser), so a first visit
 * paints it with the page rather than later; a browser that dismissed it before removes it
 * right after hydration (the server snapshot keeps hydration matching the HTML).
 */
export const CookieBanner = defineIsland('cookie-banner', function CookieBanner() {
  const dismissedBefore = useSyncExternalStore(
    subscribeToNothing,
    readDismissedBefore,
    () => false,
  );
  // Keyed: the machine takes the stored choice as input when it starts.
  return <CookieBannerView key={String(dismissedBefore)} dismissedBefore={dismissedBefore} />;
});

function CookieBannerView({ dismissedBefore }: { dismissedBefore: boolean }) {
  const [machine] = useState(() =>
    cookieBannerMachine.provide({
      actions: {
        rememberDismissal: () => storage.write(storageKeys.cookieDisclaimerDismissed, 'true'),
      },
    }),
  );
  const banner = useActorRef(machine, { input: { dismissedBefore }, inspect });
  const isVisible = useSelector(banner, selectIsVisible);
  if (!isVisible) return null;
  return (
    <section aria-label={cookieBanner.regionLabel} className={styles.region}>
      <div className={styles.container}>
        <div className={styles.card}>
          <p className={styles.text}>
            {cookieBanner.text}{' '}
            <RouterLink href={pagePaths.privacy} className={styles.privacyLink}>
              {cookieBanner.privacyLinkLabel}
            </RouterLink>
          </p>
          <button
            type="button"
            className={styles.allow}
            onClick={() => banner.send({ type: 'banner.allow' })}
          >
            {cookieBanner.allowLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
