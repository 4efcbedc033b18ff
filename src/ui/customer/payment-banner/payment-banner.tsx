import { useSelector } from '@xstate/react';
import { paymentBannerTexts as texts } from '../../../content/payment-banner';
import { createPaymentBannerActors } from '../../../machines/payment-banner/actors';
import { paymentBannerMachine } from '../../../machines/payment-banner/machine';
import {
  selectError,
  selectOpening,
  selectShownNotice,
} from '../../../machines/payment-banner/selectors';
import type { PaymentNotice } from '../../../services/contract';
import { paymentApi } from '../../../services/payment';
import { AlertIcon } from '../../components/form/alert-icon';
import { Button } from '../../components/kit/button';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { formatCents, formatEpochDate } from '../../signed-in/format';
import { paymentBanner as styles } from './payment-banner.styles';

/** A page the card page may send the customer back to (the contract's rule); else Accounts. */
const returnPath = () => {
  const path = window.location.pathname;
  return /^\/customer(\/[a-z-]*)?$/.test(path) ? path : '/customer/accounts';
};

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
      actors: createPaymentBannerActors(paymentApi, returnPath),
      actions: { goTo: (_, url: string) => window.location.assign(url) },
    }),
  });
  const notice = useSelector(actor, selectShownNotice);
  const opening = useSelector(actor, selectOpening);
  const error = useSelector(actor, selectError);
  if (!notice) return null;
  const look = LOOK[notice.kind];
  return (
    <div className={look.root} role="status" data-testid="payment-banner">
      <span className={look.icon}>
        <AlertIcon status={look.status} />
      </span>
      <div className={styles.text}>
        <span>{message(notice)}</span>
        {error ? <span className={styles.reason}>{error}</span> : null}
      </div>
      {notice.kind === 'recovered' ? (
        <Button
          variant="outline"
          className={styles.action}
          onClick={() => actor.send({ type: 'banner.dismiss' })}
        >
          {texts.dismiss}
        </Button>
      ) : (
        <Button
          palette="brand"
          className={styles.action}
          loading={opening}
          onClick={() => actor.send({ type: 'banner.updateCard' })}
        >
          {texts.updateCard}
        </Button>
      )}
    </div>
  );
}
