/**
 * Sealing at rest (AES-GCM under the worker's non-extractable key, sealingKey.ts): the one way the
 * worker keeps a secret or a person's typing in `chrome.storage`, which every extension page can read
 * and whose change events it is handed. A sealed value is a fresh 12-byte nonce and the ciphertext
 * with its tag, both base64; the additional data binds it to where it belongs, so a copy moved
 * elsewhere does not open.
 */
export interface Sealed {
  /** Base64 of the 12-byte nonce. */
  iv: string;
  /** Base64 of the AES-GCM ciphertext and tag. */
  data: string;
}

export const encode = (text: string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  // Stryker disable next-line EqualityOperator: a typed array ignores a write past its end
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Seals `plain` with `additionalData` bound to it. */
export async function seal(
  subtle: SubtleCrypto,
  key: CryptoKey,
  plain: string,
  additionalData: string,
): Promise<Sealed> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encode(additionalData) },
    key,
    encode(plain),
  );
  return { iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
}

/** Opens a sealed value; throws when it was sealed under another key or other additional data, or altered. */
export async function unseal(
  subtle: SubtleCrypto,
  key: CryptoKey,
  sealed: Sealed,
  additionalData: string,
): Promise<string> {
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: encode(additionalData) },
    key,
    fromBase64(sealed.data),
  );
  return new TextDecoder().decode(plain);
}

/** Whether a value has the sealed parts (text; whether they open is unseal's to say). */
export function hasSealedParts(value: Record<string, unknown>): boolean {
  return typeof value.iv === 'string' && typeof value.data === 'string';
}
