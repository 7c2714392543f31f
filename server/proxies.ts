/**
 * Who the caller is behind a reverse proxy. The sign-in lock counts failures per caller address; behind
 * a proxy (the Vite server of `npm start`, nginx) every request comes from the proxy's address, so
 * one guesser would lock out everyone. The proxy names the address it served in `X-Forwarded-For`,
 * but any client can send that header too: it is believed only from the proxies the server is told
 * to trust (`TRUST_PROXY`), and read from the right, where the trusted proxies appended what they saw.
 */
import type { MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import type { AppEnv } from './session.ts';
import { commaList } from './origins.ts';

/** The entry of TRUST_PROXY that stands for 127.0.0.0/8 and ::1. */
export const LOOPBACK = 'loopback';

/** An address as the server compares it: lower case, an IPv4-mapped IPv6 address as IPv4. */
export function normaliseAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)?.[1];
  return mapped ?? lower;
}

/** A comma-separated list of proxy addresses (`TRUST_PROXY`), `loopback` included; throws on an entry that is neither. */
export function parseTrustedProxies(text: string | undefined): string[] {
  return commaList(text).map((entry) => {
    const address = normaliseAddress(entry);
    if (address !== LOOPBACK && isIP(address) === 0)
      throw new Error(`"${entry}" is not an IP address or "${LOOPBACK}"`);
    return address;
  });
}

function isLoopbackAddress(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

/** Whether `address` is one of the trusted proxies. */
export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  return trusted.includes(address) || (trusted.includes(LOOPBACK) && isLoopbackAddress(address));
}

/**
 * The caller's address: the socket's peer, unless the peer is a trusted proxy; then the nearest
 * address of `X-Forwarded-For`, from the right, that is no trusted proxy (the leftmost when all are),
 * stopping at an entry that is no IP address (nothing a trusted proxy writes).
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: readonly string[]): string {
  let client = normaliseAddress(peer);
  if (!forwardedFor || !isTrustedProxy(client, trusted)) return client;
  const hops = forwardedFor.split(',').map(normaliseAddress).reverse();
  for (const hop of hops) {
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrustedProxy(hop, trusted)) break;
  }
  return client;
}

/** Every route: works out the caller's address once (`c.get('caller')`) from the peer and the trusted proxies. */
export function callerAddresses(trusted: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = c.env?.incoming?.socket.remoteAddress ?? 'unknown';
    c.set('caller', clientAddress(peer, c.req.header('X-Forwarded-For'), trusted));
    await next();
  };
}
