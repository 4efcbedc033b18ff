import { Hono } from 'hono';
import { consoleCustomersEndpoints as endpoints } from '../../../src/services/contract';
import { CustomerActionRefusal, type CustomerActions } from '../../domain/admin/customer-actions';
import type { AdminCustomers } from '../../domain/admin/customers';
import type { EmergencyStop } from '../../domain/devices';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';
import { auditActor } from './audit-actor';
import { foundOr } from './found-or';

export type CustomersAdminDeps = {
  customers: AdminCustomers;
  customerActions: CustomerActions;
  emergencyStop: EmergencyStop;
};

const unknownCustomer = () => new ApiError(404, 'This customer does not exist.');
const found = foundOr(unknownCustomer);

/**
 * The console's customers (`consoleCustomersEndpoints`): the table, one customer's page, and the
 * actions on it. Each action answers the customer's page as it is afterwards.
 */
export function customersAdminRoutes(
  register: RegisterEndpoint,
  { customers, customerActions, emergencyStop }: CustomersAdminDeps,
) {
  const app = new Hono<AuthEnv>();
  // A bad id is answered as an unknown customer.
  const options = { refuseParams: unknownCustomer };

  /** Runs the action, then answers the page; a refusal is the operator's message. */
  async function act(id: string, action: () => Promise<void>) {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof CustomerActionRefusal)) throw error;
      const errors = error.field ? { errors: { [error.field]: error.message } } : {};
      throw new ApiError(error.status, error.message, errors);
    }
    return found(await customers.detail(id));
  }

  register(app, endpoints.list, ({ query }) => customers.search(query));

  register(
    app,
    endpoints.detail,
    async ({ params }) => found(await customers.detail(params.id)),
    options,
  );

  register(
    app,
    endpoints.grantPro,
    ({ params: { id }, body: { until } }, c) =>
      act(id, () => customerActions.setComplimentaryPro(auditActor(c), id, until)),
    options,
  );
  register(
    app,
    endpoints.endPro,
    ({ params: { id } }, c) =>
      act(id, () => customerActions.setComplimentaryPro(auditActor(c), id, null)),
    options,
  );

  register(
    app,
    endpoints.grantScript,
    ({ params: { id }, body: { scriptId } }, c) =>
      act(id, () => customerActions.grantScript(auditActor(c), id, scriptId)),
    options,
  );
  register(
    app,
    endpoints.revokeScript,
    ({ params: { id, scriptId } }, c) =>
      act(id, () => customerActions.revokeScript(auditActor(c), id, scriptId)),
    options,
  );

  /** PUT turns a switch of the account on, DELETE off: the lock, the ADMIN role. */
  const toggles = [
    [endpoints.lock, customerActions.setLocked, true],
    [endpoints.unlock, customerActions.setLocked, false],
    [endpoints.makeAdmin, customerActions.setAdmin, true],
    [endpoints.unmakeAdmin, customerActions.setAdmin, false],
  ] as const;
  for (const [endpoint, set, on] of toggles) {
    register(
      app,
      endpoint,
      ({ params: { id } }, c) => act(id, () => set(auditActor(c), id, on)),
      options,
    );
  }

  // The customer's emergency stop, pressed or released for them (audited with the change).
  for (const [endpoint, stopped] of [
    [endpoints.stopDevices, true],
    [endpoints.resumeDevices, false],
  ] as const) {
    register(
      app,
      endpoint,
      ({ params: { id } }, c) =>
        act(id, async () => {
          if (!(await emergencyStop.set(id, stopped, auditActor(c)))) throw unknownCustomer();
        }),
      options,
    );
  }

  return app;
}
