import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'wouter';
import { cookieBanner } from '../../content/cookie-banner';
import { cookieBannerMachine } from '../../machines/cookie-banner/machine';
import { selectIsVisible } from '../../machines/cookie-banner/selectors';
import { pagePaths } from '../../services/page-paths';
import { storage, storageKeys } from '../../services/storage';
import { useMachineActor } from '../hooks/use-machine-actor';
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
  const banner = useMachineActor(cookieBannerMachine, {
    provide: () => ({
      actions: {
        rememberDismissal: () => storage.write(storageKeys.cookieDisclaimerDismissed, 'true'),
      },
    }),
    input: { dismissedBefore },
  });
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
