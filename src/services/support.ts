import { type SupportRequest, supportEndpoints } from './contract';
import { callEndpoint } from './http';

/** The 'Contact Us Directly' call of spec section 7 (with the session's token, when there is one). */
export const supportApi = {
  contact: (body: SupportRequest) => callEndpoint(supportEndpoints.contact, { body }),
};

export type SupportApi = typeof supportApi;
