import type { CustomerActionName } from '../../content/admin/customers';
import type { AdminCustomersApi } from '../../services/admin-customers';
import type { AdminCustomer } from '../../services/contract';

/** One action an operator asked for on a customer, with what it needs (a day, a script). */
export type CustomerActionRequest =
  | { name: 'grantPro'; until: string }
  | { name: 'grantScript' | 'revokeScript'; scriptId: string; scriptName: string }
  | { name: Exclude<CustomerActionName, 'grantPro' | 'grantScript' | 'revokeScript'> };

/** Runs the action on the server: it answers the customer's page as it is afterwards. */
export function runCustomerAction(
  api: AdminCustomersApi,
  customerId: string,
  request: CustomerActionRequest,
): Promise<AdminCustomer> {
  switch (request.name) {
    case 'grantPro':
      return api.grantPro(customerId, request.until);
    case 'grantScript':
      return api.grantScript(customerId, request.scriptId);
    case 'revokeScript':
      return api.revokeScript(customerId, request.scriptId);
    default:
      return api[request.name](customerId);
  }
}
