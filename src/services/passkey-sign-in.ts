import { passkeyEndpoints as endpoints, type SessionResponse } from './contract';
import { callEndpoint } from './http';
import { PasskeyCeremonyError, plainCredential } from './passkey-ceremony';

/**
 * Signs in with a passkey (issue 35): the server's options, the browser's prompt (or, with
 * `autofill`, the passkeys it offers under the e-mail field, which waits until one is picked),
 * then the server's check, which answers a session. The WebAuthn library is loaded only here,
 * after the login page is up.
 */
export async function signInWithPasskey({
  autofill,
}: {
  autofill: boolean;
}): Promise<SessionResponse> {
  const webauthn = await import('@simplewebauthn/browser');
  const supported = autofill
    ? await webauthn.browserSupportsWebAuthnAutofill()
    : webauthn.browserSupportsWebAuthn();
  if (!supported) throw new PasskeyCeremonyError('This browser offers no passkeys.');
  // Autofill waits in the background: a failure before a passkey is picked says nothing.
  const options = await callEndpoint(endpoints.signInOptions, {}).catch((error: unknown) => {
    throw autofill ? new PasskeyCeremonyError(error) : error;
  });
  const credential = await webauthn
    .startAuthentication({
      optionsJSON: options as unknown as Parameters<
        typeof webauthn.startAuthentication
      >[0]['optionsJSON'],
      useBrowserAutofill: autofill,
    })
    .catch((cause: unknown) => {
      throw new PasskeyCeremonyError(cause);
    });
  return callEndpoint(endpoints.signIn, { body: { response: plainCredential(credential) } });
}
