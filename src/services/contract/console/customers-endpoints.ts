// The console's customers (issue 17): the table, one customer's page and the actions on it,
// operators only. Every action is audited and answers the customer's page as it is afterwards.
import { defineEndpoint, type Refusal, refusing } from '../endpoint';
import { endpoints } from '../paths';
import {
  AdminCustomerGrantParamsSchema,
  AdminCustomerListSchema,
  AdminCustomerParamsSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  ComplimentaryProRequestSchema,
  ScriptGrantRequestSchema,
} from './customers';

const customers = `${endpoints.admin}/customers`;
const customer = `${customers}/:id`;
const UNKNOWN: Refusal = { status: 404, description: 'No such customer.' };
const REFUSED: Refusal = {
  status: 409,
  description: 'The action is refused as things are (the last operator, their own account...).',
};

/** An action on one customer without a body: PUT turns a switch on, DELETE off. */
const toggle = (method: 'PUT' | 'DELETE', action: string, summary: string) =>
  defineEndpoint({
    method,
    path: `${customer}/${action}`,
    summary,
    access: 'operator',
    params: AdminCustomerParamsSchema,
    answer: AdminCustomerSchema,
    refusals: [UNKNOWN, REFUSED],
    audited: true,
  });

export const consoleCustomersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: customers,
    summary: 'The customers, searched, sorted and a page at a time.',
    access: 'operator',
    query: AdminCustomerQuerySchema,
    answer: AdminCustomerListSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: customer,
    summary: "A customer's page: the account, the plan, purchases, grants and devices.",
    access: 'operator',
    params: AdminCustomerParamsSchema,
    answer: AdminCustomerSchema,
    refusals: [UNKNOWN],
  }),
  grantPro: defineEndpoint({
    method: 'PUT',
    path: `${customer}/complimentary-pro`,
    summary: 'Gives the customer Pro for free until a date.',
    access: 'operator',
    params: AdminCustomerParamsSchema,
    body: ComplimentaryProRequestSchema,
    answer: AdminCustomerSchema,
    refusals: [UNKNOWN, { status: 422, description: 'The date is invalid, past or too far.' }],
    audited: true,
    freshSecondFactor: true,
  }),
  endPro: toggle('DELETE', 'complimentary-pro', "Ends the customer's complimentary Pro."),
  grantScript: defineEndpoint({
    method: 'POST',
    path: `${customer}/grants`,
    summary: 'Gives the customer a script.',
    access: 'operator',
    params: AdminCustomerParamsSchema,
    body: ScriptGrantRequestSchema,
    answer: AdminCustomerSchema,
    refusals: refusing({
      404: 'No such customer or script.',
      409: 'The customer already owns the script.',
    }),
    audited: true,
  }),
  revokeScript: defineEndpoint({
    method: 'DELETE',
    path: `${customer}/grants/:scriptId`,
    summary: 'Takes back a script given to the customer (never a bought one).',
    access: 'operator',
    params: AdminCustomerGrantParamsSchema,
    answer: AdminCustomerSchema,
    refusals: refusing({
      404: 'No such customer, or the customer does not own the script.',
      409: 'A bought script cannot be taken back.',
    }),
    audited: true,
  }),
  lock: defineEndpoint({
    ...toggle('PUT', 'lock', "Locks the customer's account: every session and device ends."),
    freshSecondFactor: true,
  }),
  unlock: toggle('DELETE', 'lock', "Unlocks the customer's account."),
  makeAdmin: defineEndpoint({
    ...toggle('PUT', 'admin', 'Gives the customer the ADMIN role.'),
    freshSecondFactor: true,
  }),
  unmakeAdmin: defineEndpoint({
    ...toggle('DELETE', 'admin', 'Takes the ADMIN role from the customer.'),
    freshSecondFactor: true,
  }),
  stopDevices: toggle(
    'PUT',
    'devices-stop',
    'Stops trading on every device of the customer (the emergency stop), mailing them.',
  ),
  resumeDevices: toggle(
    'DELETE',
    'devices-stop',
    "Releases the customer's emergency stop, mailing them.",
  ),
};
