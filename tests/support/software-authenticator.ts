import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();
const b64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** User present, user verified; with attested credential data when registering. */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 } as const;

/**
 * A passkey in software, for API tests: an ES256 key pair that answers registration and
 * sign-in options exactly as a platform authenticator would (attestation "none", user
 * verified), so the server's real WebAuthn checks run on it.
 */
export function softwarePasskey(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const credentialId = randomBytes(16);
  const id = b64url(credentialId);
  let signCount = 0;
  let userHandle: string | undefined;

  function authenticatorData(rpId: string, flags: number, extra: Uint8Array = new Uint8Array()) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, extra]);
  }

  return {
    id,
    /** A registration response to POST /api/admin/me/passkeys. */
    register(options: CreationOptions, overrides: { origin?: string } = {}) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      userHandle = options.user.id;
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
        [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        credentialId,
        isoCBOR.encode(coseKey),
      ]);
      const flags = FLAGS.userPresent | FLAGS.userVerified | FLAGS.attestedData;
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", new Uint8Array(authenticatorData(rpId, flags, attested))],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(
            clientData("webauthn.create", options.challenge, overrides.origin ?? origin),
          ),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** A sign-in response to POST /api/admin/login/passkey. */
    authenticate(options: RequestOptions, overrides: { challenge?: string } = {}) {
      signCount += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const data = authenticatorData(rpId, FLAGS.userPresent | FLAGS.userVerified);
      const client = clientData("webauthn.get", overrides.challenge ?? options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
