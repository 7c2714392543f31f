import { send } from '../http/transport.ts';
import { NAV_PATH } from '../../contract/paths.ts';
import type { ConnectionOutcome } from './protocol.ts';

const TEST_TIMEOUT_MS = 10_000;

/**
 * Calls the nav endpoint of `host` without a session. A server that speaks the console's API
 * answers with its envelope (code 500 'token无效' or code 0); anything else is described.
 */
export async function testConnection(host: string): Promise<ConnectionOutcome> {
  // Stryker disable next-line StringLiteral: the transport (redaxios) sends a request without a method as GET
  const reply = await send({ method: 'GET', url: NAV_PATH }, null, { baseUrl: () => host, timeoutMs: TEST_TIMEOUT_MS });
  const envelope = (body: unknown) =>
    body !== null && typeof body === 'object' && 'code' in body ? (body as { code: unknown; msg?: unknown }) : null;
  if (reply.ok) {
    const body = envelope(reply.body);
    return body ? { outcome: 'api' } : { outcome: 'not-api', status: reply.status };
  }
  if (reply.kind === 'http') {
    const body = envelope(reply.body);
    if (!body) return { outcome: 'not-api', status: reply.status ?? 0 };
    return {
      outcome: 'error',
      ...(reply.status !== undefined ? { status: reply.status } : {}),
      message: typeof body.msg === 'string' ? body.msg : null,
    };
  }
  return { outcome: 'unreachable' };
}
