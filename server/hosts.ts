/**
 * DNS rebinding: a page of attacker.example whose name is made to resolve to 127.0.0.1 reaches a
 * server on this machine as a same-origin caller, so origin rules alone never refuse it. What
 * still gives it away is the name its requests are addressed to (`Host`): a loopback server
 * answers only requests addressed to a loopback name or address.
 */
import type { MiddlewareHandler } from 'hono';
import { Codes, fail } from './envelope.ts';
import type { AppEnv } from './session.ts';

export const HOST_REFUSAL = '只接受发往本机地址的请求';

const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/**
 * Whether a host name (as URL parsing spells it: lower case, IPv4 in dotted form, IPv6 in
 * brackets) is loopback: 127.0.0.0/8, `localhost` or `[::1]`. Nothing else, not even names under
 * `localhost.`: an attacker's page can be addressed by any name the attacker owns.
 */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_IPV4.test(hostname);
}

/** The host name a request was addressed to (its `Host` header, port left out); null when unreadable. */
export function requestHostname(host: string | undefined): string | null {
  // Only `name[:port]`: anything that URL parsing would read as a path, user or query is no host.
  if (!host || /[/\\@?#\s]/.test(host)) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/** Whether a listening address (`127.0.0.1`, `::1`, `localhost`, `0.0.0.0`, ...) is a loopback one. */
export function isLoopbackListenHost(host: string): boolean {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const hostname = requestHostname(bracketed);
  return hostname !== null && isLoopbackHostname(hostname);
}

/** Every route: a request addressed to a name other than a loopback one is refused with 403. */
export function loopbackHostsOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hostname = requestHostname(c.req.header('Host'));
    if (hostname === null || !isLoopbackHostname(hostname)) return fail(c, Codes.FORBIDDEN, HOST_REFUSAL, 403);
    return next();
  };
}
