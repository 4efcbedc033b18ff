import { useSelector } from '@xstate/react';
import { paymentBannerTexts as texts } from '../../../content/payment-banner';
import { createPaymentBannerActors } from '../../../machines/payment-banner/actors';
import { paymentBannerMachine } from '../../../machines/payment-banner/machine';
import { selectShownNotice } from '../../../machines/payment-banner/selectors';
import type { PaymentNotice } from '../../../services/contract';
import { paymentApi } from '../../../services/payment';
import { AlertIcon } from '../../components/form/alert-icon';
import { Button } from '../../components/kit/button';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { formatCents, formatEpochDate } from '../../signed-in/format';
import { PortalButton } from '../portal-link/portal-button';
import { paymentBanner as styles } from './payment-banner.styles';

function message(notice: PaymentNotice) {
  const amount = formatCents(notice.amountCents);
  if (notice.kind === 'recovered') return texts.recovered;
  if (notice.kind === 'payment_failed' && notice.graceEndsAt) {
    return texts.failed(amount, notice.planName, formatEpochDate(notice.graceEndsAt));
  }
  return texts.unpaid(amount, notice.planName);
}

const LOOK = {
  payment_failed: { status: 'warning', root: styles.warningRoot, icon: styles.warningIndicator },
  unpaid: { status: 'error', root: styles.errorRoot, icon: styles.errorIndicator },
  recovered: { status: 'success', root: styles.successRoot, icon: styles.successIndicator },
} as const;

/**
 * Over every signed-in customer page (issue 37): a failed or unpaid payment with 'Update card',
 * or thanks once it went through. Draws nothing until the notice is known, nor without one.
 */
export function PaymentBanner() {
  const actor = useMachineActor(paymentBannerMachine, {
    provide: () => ({
      actors: createPaymentBannerActors(paymentApi),
    }),
  });
  const notice = useSelector(actor, selectShownNotice);
  if (!notice) return null;
  const look = LOOK[notice.kind];
  return (
    <div className={look.root} role="status" data-testid="payment-banner">
      <span className={look.icon}>
        <AlertIcon status={look.status} />
      </span>
      <div className={styles.text}>{message(notice)}</div>
      {notice.kind === 'recovered' ? (
        <Button
          variant="outline"
          className={styles.action}
          onClick={() => actor.send({ type: 'banner.dismiss' })}
        >
          {texts.dismiss}
        </Button>
      ) : (
        <PortalButton palette="brand" className={styles.action} label={texts.updateCard} />
      )}
    </div>
  );
}
