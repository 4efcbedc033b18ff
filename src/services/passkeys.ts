import { passkeyEndpoints as endpoints, type Passkey } from './contract';
import { callEndpoint } from './http';
import { PasskeyCeremonyError, plainCredential } from './passkey-ceremony';

/** The Security page's passkeys card's calls (issue 35), as `passkeyEndpoints` declares them. */
export const passkeysApi = {
  list: () => callEndpoint(endpoints.list, {}),
  /**
   * Adds a passkey: the options (the password checked), the browser's own prompt to create it,
   * then the server's check of what the browser made, under the customer's name for it.
   */
  add: async ({ name, password }: { name: string; password: string }): Promise<Passkey> => {
    const options = await callEndpoint(endpoints.registrationOptions, { body: { password } });
    // The WebAuthn library is loaded when a passkey is made, not with the page.
    const { startRegistration } = await import('@simplewebauthn/browser');
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    }).catch((cause: unknown) => {
      throw new PasskeyCeremonyError(cause);
    });
    return callEndpoint(endpoints.register, {
      body: { name, response: plainCredential(response) },
    });
  },
  rename: ({ id, name }: { id: string; name: string }) =>
    callEndpoint(endpoints.rename, { params: { id }, body: { name } }),
  remove: async ({ id, password }: { id: string; password: string }): Promise<void> => {
    await callEndpoint(endpoints.remove, { params: { id }, body: { password } });
  },
};
export type PasskeysApi = typeof passkeysApi;

/** Whether this browser can make and use passkeys at all (WebAuthn), as the library checks it. */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
