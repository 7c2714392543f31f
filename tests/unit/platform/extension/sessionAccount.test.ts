// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createSessionAccount,
  SESSION_ACCOUNT_KEY,
  SESSION_ACCOUNT_VERSION,
} from '../../../../src/platform/extension/sessionAccount.ts';
import { seal } from '../../../../src/platform/extension/seal.ts';
import { memoryArea } from './memoryArea.ts';

const HOST = 'https://a.example';

function setup() {
  const area = memoryArea();
  const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { area, key, accounts: createSessionAccount({ area, sealingKey: () => key }) };
}
/** A record sealed with the store's key and additional data, holding `plain`. */
async function planted(key: Promise<CryptoKey>, plain: string, additionalData = SESSION_ACCOUNT_KEY) {
  return { v: SESSION_ACCOUNT_VERSION, ...(await seal(crypto.subtle, await key, plain, additionalData)) };
}
const sha256 = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

describe('the worker’s record of whose session it holds (decided by the worker, never by a page)', () => {
  it('the account of the session held, live; after the session, the account that held it, not live', async () => {
    const { accounts } = setup();
    expect(await accounts.record('id:7', HOST, 'tok-1')).toBeNull();
    expect(await accounts.current(HOST, 'tok-1')).toEqual({ account: 'id:7', live: true });
    expect(await accounts.current(HOST, null)).toEqual({ account: 'id:7', live: false });
    // Another session (just signed in, nav not relayed yet), another host: no account.
    expect(await accounts.current(HOST, 'tok-2')).toBeNull();
    expect(await accounts.current('https://b.example', 'tok-1')).toBeNull();
    expect(await accounts.current('https://b.example', null)).toBeNull();
    expect(await accounts.record('id:8', HOST, 'tok-2')).toBe('id:7');
    expect(await accounts.current(HOST, 'tok-2')).toEqual({ account: 'id:8', live: true });
    await accounts.forget();
    expect(await accounts.current(HOST, 'tok-2')).toBeNull();
    expect(await accounts.current(HOST, null)).toBeNull();
  });

  it('sealed at rest: neither the account, the host nor the token in storage or its events', async () => {
    const { area, accounts } = setup();
    await accounts.record('name:ann-marker', HOST, 'tok-secret-9');
    const seen = JSON.stringify([Object.fromEntries(area.items), area.events]);
    for (const text of ['ann-marker', 'a.example', 'tok-secret-9', await sha256('tok-secret-9')])
      expect(seen).not.toContain(text);
    expect(area.items.get(SESSION_ACCOUNT_KEY)).toMatchObject({ v: SESSION_ACCOUNT_VERSION });
  });

  it.each<[string, (key: Promise<CryptoKey>) => Promise<unknown>]>([
    ['plain JSON a page wrote', async () => ({ account: 'id:1', host: HOST, token: 'x' })],
    ['a string', async () => 'id:1'],
    ['null', async () => null],
    ['another version', async (key) => ({ ...(await planted(key, '{}')), v: 2 })],
    ['no iv', async (key) => ({ ...(await planted(key, '{}')), iv: undefined })],
    ['no data', async (key) => ({ ...(await planted(key, '{}')), data: 1 })],
    ['other additional data', (key) => planted(key, JSON.stringify({ account: 'id:1', host: HOST, token: 't' }), 'x')],
    ['sealed, but not JSON', (key) => planted(key, 'not json')],
    ['sealed, no account', (key) => planted(key, JSON.stringify({ host: HOST, token: 't' }))],
    [
      'sealed, an account that is no text',
      (key) => planted(key, JSON.stringify({ account: 1, host: HOST, token: 't' })),
    ],
    ['sealed, no host', (key) => planted(key, JSON.stringify({ account: 'id:1', token: 't' }))],
    ['sealed, no token', (key) => planted(key, JSON.stringify({ account: 'id:1', host: HOST }))],
  ])('a record that is %s is no account, and is removed', async (_name, make) => {
    const { area, key, accounts } = setup();
    area.items.set(SESSION_ACCOUNT_KEY, await make(key));
    expect(await accounts.current(HOST, null)).toBeNull();
    expect(area.items.has(SESSION_ACCOUNT_KEY)).toBe(false);
  });

  it('a well-formed record sealed with the key opens (the rows above fail for their one reason)', async () => {
    const { area, key, accounts } = setup();
    const token = await sha256('t');
    area.items.set(SESSION_ACCOUNT_KEY, await planted(key, JSON.stringify({ account: 'id:1', host: HOST, token })));
    expect(await accounts.current(HOST, 't')).toEqual({ account: 'id:1', live: true });
    expect(await accounts.current(HOST, null)).toEqual({ account: 'id:1', live: false });
  });

  it('a key store that cannot answer is an error for the caller, and the record stays', async () => {
    const area = memoryArea();
    const key = crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await createSessionAccount({ area, sealingKey: () => key }).record('id:7', HOST, 't');
    const broken = createSessionAccount({ area, sealingKey: () => Promise.reject(new Error('no key store')) });
    await expect(broken.current(HOST, null)).rejects.toThrow('no key store');
    expect(area.items.has(SESSION_ACCOUNT_KEY)).toBe(true);
    expect(await createSessionAccount({ area, sealingKey: () => key }).current(HOST, null)).toEqual({
      account: 'id:7',
      live: false,
    });
  });

  it('nothing recorded: no account, and nothing is removed', async () => {
    const { area, accounts } = setup();
    expect(await accounts.current(HOST, 'tok')).toBeNull();
    expect(area.events).toEqual([]);
  });
});
