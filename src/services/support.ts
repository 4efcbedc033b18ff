import { endpoints, SuccessResponseSchema, type SupportRequest } from './contract';
import { authenticatedRequest } from './http';

/** The 'Contact Us Directly' call of spec section 7. */
export const supportApi = {
  contact: (body: SupportRequest) =>
    authenticatedRequest(SuccessResponseSchema, endpoints.support, { method: 'POST', body }),
};

export type SupportApi = typeof supportApi;
