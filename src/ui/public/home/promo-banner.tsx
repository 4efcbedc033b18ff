import { useSelector } from '@xstate/react';
import { LuCheck, LuCopy, LuGift } from 'react-icons/lu';
import { promo } from '../../../content/hero';
import { createCopyConfirmationActors } from '../../../machines/copy-confirmation/actors';
import { copyConfirmationMachine } from '../../../machines/copy-confirmation/machine';
import { selectHasFailed, selectIsCopied } from '../../../machines/copy-confirmation/selectors';
import * as clipboard from '../../../services/clipboard';
import { useSiteSettings } from '../../app/site-settings-context';
import { HintTooltip } from '../../components/hint-tooltip';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { defineIsland } from '../islands/island';
import { cx } from '../islands/island-styles';
import { kit } from '../islands/kit.styles';
import { styles } from './promo-banner.styles';

/** First month free: the code copies to the clipboard on click and confirms for 2 s. */
export const PromoBanner = defineIsland('promo-banner', function PromoBanner() {
  const { promoCode } = useSiteSettings();
  const copier = useMachineActor(copyConfirmationMachine, {
    provide: () => ({ actors: createCopyConfirmationActors(clipboard) }),
    input: { text: promoCode },
  });
  const copied = useSelector(copier, selectIsCopied);
  const failed = useSelector(copier, selectHasFailed);
  return (
    <section aria-label={promo.regionLabel} className={styles.pill}>
      <LuGift aria-hidden="true" />
      <p className={styles.headline}>{promo.headline}</p>
      <HintTooltip hint={promo.tooltip}>
        {(hintId) => (
          <button
            type="button"
            className={styles.code}
            aria-label={promo.codeLabel(promoCode)}
            aria-describedby={hintId}
            onClick={() => copier.send({ type: 'code.copy' })}
          >
            {promoCode}
            {copied ? <LuCheck aria-hidden="true" /> : <LuCopy aria-hidden="true" />}
          </button>
        )}
      </HintTooltip>
      <span
        role="status"
        // Always in the page, so screen readers announce it; takes no room while empty.
        className={cx(styles.status, failed && styles.failed, !copied && !failed && kit.srOnly)}
      >
        {copied ? promo.copied : failed ? promo.copyFailed : ''}
      </span>
    </section>
  );
});
