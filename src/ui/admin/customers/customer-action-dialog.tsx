import { useSelector } from '@xstate/react';
import { customerActions } from '../../../content/admin/customers';
import type { CustomerActionRequest } from '../../../machines/admin-customer/customer-action';
import { selectRequest } from '../../../machines/confirmed-action/selectors';
import { ConfirmedActionDialog } from '../components/confirmed-action-dialog';
import type { ConfirmedActionActor } from '../components/use-confirmed-action';
import { formatIsoDate } from './customer-format';

const DANGEROUS: ReadonlySet<CustomerActionRequest['name']> = new Set([
  'endPro',
  'revokeScript',
  'lock',
  'unmakeAdmin',
  'stopDevices',
]);

/** What the dialog says for the action asked, about this customer. */
function confirmationOf(request: CustomerActionRequest, name: string) {
  const texts = customerActions.confirm;
  switch (request.name) {
    case 'grantPro':
      return texts.grantPro(name, formatIsoDate(`${request.until}T00:00:00Z`));
    case 'grantScript':
    case 'revokeScript':
      return texts[request.name](name, request.scriptName);
    default:
      return texts[request.name](name);
  }
}

/** The confirmation of the action asked for on the customer's page. */
export function CustomerActionDialog(props: {
  action: ConfirmedActionActor;
  customerName: string;
}) {
  const request = useSelector(props.action, selectRequest<CustomerActionRequest>);
  if (!request) return null;
  const { title, text, confirmLabel } = confirmationOf(request, props.customerName);
  return (
    <ConfirmedActionDialog
      action={props.action}
      title={title}
      text={text}
      confirmLabel={confirmLabel}
      tone={DANGEROUS.has(request.name) ? 'danger' : 'primary'}
    />
  );
}
