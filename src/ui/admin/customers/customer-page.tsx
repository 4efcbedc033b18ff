import { CloseButton, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { customerActions, customerFacts } from '../../../content/admin/customers';
import { BRAND_NAME } from '../../../content/brand';
import { createAdminCustomerActors } from '../../../machines/admin-customer/actors';
import {
  type CustomerActionRequest,
  runCustomerAction,
} from '../../../machines/admin-customer/customer-action';
import { adminCustomerMachine } from '../../../machines/admin-customer/machine';
import { selectCustomer, selectLoadStatus } from '../../../machines/admin-customer/selectors';
import { selectIsDone, selectRequest } from '../../../machines/confirmed-action/selectors';
import { adminCustomersApi } from '../../../services/admin-customers';
import { pagePaths } from '../../../services/contract';
import { StatusAlert } from '../../components/form/status-alert';
import { useLoadStatus } from '../../hooks/use-load-status';
import { useSignedInMachine } from '../../hooks/use-signed-in-machine';
import { BackLink } from '../../signed-in/back-link';
import { LoadStatus } from '../../signed-in/load-status';
import { useConfirmedAction } from '../components/use-confirmed-action';
import { AccountCard } from './account-card';
import { ActionsCard } from './actions-card';
import { ActivityCard } from './activity-card';
import { CustomerActionDialog } from './customer-action-dialog';
import { fullName } from './customer-format';
import { DevicesCard } from './devices-card';
import { PlanCard } from './plan-card';
import { PurchasesCard } from './purchases-card';

/** /admin/customers/:id: one customer, everything about them, and the actions on them. */
export default function CustomerPage({ customerId }: { customerId: string }) {
  const page = useSignedInMachine(
    adminCustomerMachine,
    () => createAdminCustomerActors(adminCustomersApi),
    { input: { customerId } },
  );
  // Each action answers the page as it is afterwards: it replaces the one shown.
  const action = useConfirmedAction(
    async (request: CustomerActionRequest) => {
      const customer = await runCustomerAction(adminCustomersApi, customerId, request);
      page.send({ type: 'customer.updated', customer });
    },
    () => {},
  );
  const customer = useSelector(page, selectCustomer);
  const load = useLoadStatus(page, selectLoadStatus, { type: 'customer.retry' });
  const done = useSelector(action, selectIsDone);
  const lastRequest = useSelector(action, selectRequest<CustomerActionRequest>);
  const busy = useSelector(action, (snapshot) => snapshot.hasTag('loading'));
  const request = (next: CustomerActionRequest) =>
    action.send({ type: 'action.request', request: next });

  return (
    <Stack gap="6">
      <BackLink href={pagePaths.admin.customers} label={customerFacts.back} />
      <LoadStatus {...load} texts={customerFacts} notFoundStatus="error" />
      {customer ? (
        <>
          <title>{`${fullName(customer)} · ${BRAND_NAME}`}</title>
          <Heading as="h1" size="2xl">
            {fullName(customer)}
          </Heading>
          {done && lastRequest ? (
            <StatusAlert
              status="success"
              title={customerActions.notices[lastRequest.name]}
              action={
                <CloseButton
                  size="sm"
                  aria-label={customerActions.dismiss}
                  onClick={() => action.send({ type: 'action.dismiss' })}
                />
              }
            />
          ) : null}
          <ActionsCard customer={customer} busy={busy} onRequest={request} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
            <AccountCard customer={customer} />
            <PlanCard customer={customer} />
          </SimpleGrid>
          <PurchasesCard
            purchases={customer.purchases}
            onRevoke={(purchase) =>
              purchase.scriptId &&
              request({
                name: 'revokeScript',
                scriptId: purchase.scriptId,
                scriptName: purchase.name,
              })
            }
          />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
            <ActivityCard
              heading={customerFacts.requests.heading}
              empty={customerFacts.requests.empty}
              entries={customer.requests.map((entry) => ({ ...entry, text: entry.name }))}
            />
            <ActivityCard
              heading={customerFacts.messages.heading}
              empty={customerFacts.messages.empty}
              entries={customer.supportMessages.map((entry) => ({
                ...entry,
                text: entry.reasonToContact,
              }))}
            />
          </SimpleGrid>
          {/* ---- Devices (issue 18): wired by the device server at merge. ---- */}
          <DevicesCard devices={customer.devices} />
          <CustomerActionDialog action={action} customerName={fullName(customer)} />
        </>
      ) : null}
    </Stack>
  );
}
