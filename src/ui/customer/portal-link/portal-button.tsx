import { useSelector } from '@xstate/react';
import { createPortalLinkActors } from '../../../machines/portal-link/actors';
import { portalLinkMachine } from '../../../machines/portal-link/machine';
import { selectError, selectOpening } from '../../../machines/portal-link/selectors';
import { paymentApi } from '../../../services/payment';
import { Button, type ButtonLook } from '../../components/kit/button';
import { useMachineActor } from '../../hooks/use-machine-actor';
import { portalLink as styles } from './portal-link.styles';

/**
 * A button to the card and invoices page (Stripe's Customer Portal, issue 37), back to the page
 * it is on; why it did not open shows under it.
 */
export function PortalButton(props: { label: string; className?: string } & ButtonLook) {
  const { label, className, ...look } = props;
  const actor = useMachineActor(portalLinkMachine, {
    provide: () => ({
      actors: createPortalLinkActors(paymentApi),
      actions: { goTo: (_, url: string) => window.location.assign(url) },
    }),
  });
  const opening = useSelector(actor, selectOpening);
  const error = useSelector(actor, selectError);
  return (
    <span className={styles.root}>
      <Button
        {...look}
        className={className}
        loading={opening}
        onClick={() => actor.send({ type: 'portal.open' })}
      >
        {label}
      </Button>
      {error ? (
        <span className={styles.reason} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
