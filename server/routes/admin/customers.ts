import { type Context, Hono } from 'hono';
import {
  AdminCustomerGrantParamsSchema,
  AdminCustomerParamsSchema,
  AdminCustomerQuerySchema,
  ComplimentaryProRequestSchema,
  ScriptGrantRequestSchema,
} from '../../../src/services/contract';
import { CustomerActionRefusal, type CustomerActions } from '../../domain/admin/customer-actions';
import type { AdminCustomers } from '../../domain/admin/customers';
import type { AuthEnv } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { jsonBody, validInput } from '../../http/validation';

export type CustomersAdminDeps = { customers: AdminCustomers; customerActions: CustomerActions };

const unknownCustomer = () => new ApiError(404, 'This customer does not exist.');

/**
 * `${endpoints.admin}/customers`: the table, one customer's page, and the actions on it. Each
 * action answers the customer's page as it is afterwards.
 */
export function customersAdminRoutes({ customers, customerActions }: CustomersAdminDeps) {
  const app = new Hono<AuthEnv>();

  const actor = (c: Context<AuthEnv>) => {
    const user = c.get('user');
    return { id: user.id, emailAddress: user.emailAddress };
  };

  /** Runs the action, then answers the page; a refusal is the operator's message. */
  async function act(c: Context<AuthEnv>, id: string, action: () => Promise<void>) {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof CustomerActionRefusal)) throw error;
      const errors = error.field ? { errors: { [error.field]: error.message } } : {};
      throw new ApiError(error.status, error.message, errors);
    }
    const page = await customers.detail(id);
    if (!page) throw unknownCustomer();
    return c.json(page);
  }

  const params = validInput('param', AdminCustomerParamsSchema, unknownCustomer);

  app.get('/', validInput('query', AdminCustomerQuerySchema), async (c) =>
    c.json(await customers.search(c.req.valid('query'))),
  );

  app.get('/:id', params, async (c) => {
    const page = await customers.detail(c.req.valid('param').id);
    if (!page) throw unknownCustomer();
    return c.json(page);
  });

  app.put('/:id/complimentary-pro', params, jsonBody(ComplimentaryProRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { until } = c.req.valid('json');
    return act(c, id, () => customerActions.setComplimentaryPro(actor(c), id, until));
  });
  app.delete('/:id/complimentary-pro', params, async (c) => {
    const { id } = c.req.valid('param');
    return act(c, id, () => customerActions.setComplimentaryPro(actor(c), id, null));
  });

  app.post('/:id/grants', params, jsonBody(ScriptGrantRequestSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { scriptId } = c.req.valid('json');
    return act(c, id, () => customerActions.grantScript(actor(c), id, scriptId));
  });
  app.delete(
    '/:id/grants/:scriptId',
    validInput('param', AdminCustomerGrantParamsSchema, unknownCustomer),
    async (c) => {
      const { id, scriptId } = c.req.valid('param');
      return act(c, id, () => customerActions.revokeScript(actor(c), id, scriptId));
    },
  );

  /** PUT turns a switch of the account on, DELETE off: the lock, the ADMIN role. */
  const toggles = [
    ['/:id/lock', customerActions.setLocked],
    ['/:id/admin', customerActions.setAdmin],
  ] as const;
  for (const [path, set] of toggles) {
    for (const [method, on] of [
      ['put', true],
      ['delete', false],
    ] as const) {
      app[method](path, params, async (c) => {
        const { id } = c.req.valid('param');
        return act(c, id, () => set(actor(c), id, on));
      });
    }
  }

  return app;
}
