import { fromPromise } from 'xstate';
import type { PaymentApi } from '../../services/payment';

/** A page the card page may send the customer back to (the contract's rule); else Accounts. */
const returnPath = () => {
  const path = window.location.pathname;
  return /^\/customer(\/[a-z-]*)?$/.test(path) ? path : '/customer/accounts';
};

/** The portal link's call over the payment service: back to the page it was pressed on. */
export const createPortalLinkActors = (api: Pick<PaymentApi, 'portal'>) => ({
  openPortal: fromPromise<string>(async () => (await api.portal(returnPath())).url),
});
