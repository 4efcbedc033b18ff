import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** Flags of the authenticator data: the user was present (UP) and verified (UV); a credential follows (AT). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const counterBytes = (counter: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

type Options = { challenge: string; user?: { id: string }; rp?: { id?: string } };

/**
 * A passkey authenticator in software (a stand-in for a phone or a laptop's, which tests cannot
 * reach): it makes an ES256 key per passkey, and answers `navigator.credentials.create` and
 * `get` as a browser would pass them on, `none` attestation, the user verified. `origin` is the
 * page the browser says it is on; the RP ID its host unless told.
 */
export function createSoftAuthenticator(origin: string) {
  let counter = 0;

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, from = origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  }

  /** A new passkey for the creation options; `answer` is what the browser posts. */
  function create(options: Options, { from = origin } = {}) {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(String(jwk.x))],
        [-3, isoBase64URL.toBuffer(String(jwk.y))],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      counterBytes(counter),
      Buffer.alloc(16), // AAGUID: none said
      idLength,
      credentialId,
      cose,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const id = b64url(credentialId);
    const passkey = { id, privateKey, rpId, userHandle: options.user?.id ?? '' };
    const answer = {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
    return { passkey, answer };
  }

  type SoftPasskey = ReturnType<typeof create>['passkey'];

  /** The passkey's answer to the request options, signed; `counter` may be forced (a clone's). */
  function get(
    passkey: SoftPasskey,
    options: Options,
    { from = origin, signCount }: { from?: string; signCount?: number } = {},
  ) {
    counter += 1;
    const authData = Buffer.concat([
      sha256(passkey.rpId),
      Buffer.from([UP | UV]),
      counterBytes(signCount ?? counter),
    ]);
    const data = clientData('webauthn.get', options.challenge, from);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
    return {
      id: passkey.id,
      rawId: passkey.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(data),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  return { create, get };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
