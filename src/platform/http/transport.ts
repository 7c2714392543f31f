import redaxios, { type Options as RedaxiosOptions, type Response as RedaxiosResponse } from 'redaxios';
import type { ApiRequest, TransportReply } from '../../contract/platform.ts';
import { serializeQuery } from '../../contract/query.ts';
import { JSON_CONTENT_TYPE, REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '../../contract/constants.ts';
import { apiAddress } from '../../contract/apiAddress.ts';
import { toDataUrl } from '../../contract/dataUrl.ts';

export interface TransportOptions {
  /** API base address; '' means the page's own origin (relative `/api/...`). */
  baseUrl: () => string | Promise<string>;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** How long a screen's read waits before it is asked again beside itself (hedge.ts, ApiRequest.hedge). */
  hedgeAfterMs?: number;
  /** Aborts the call (the other of a hedged pair has answered). */
  signal?: AbortSignal;
  /** Neither read from nor wait for the browser's HTTP cache (`cache: 'no-store'`): a hedged read's second call. */
  bypassCache?: boolean;
}

type RedaxiosFailure = { status?: number; data?: unknown };

/**
 * Sends one request with redaxios and answers a plain TransportReply. Runs in the web page and in
 * the extension's background worker alike. redaxios has no timeout option: the `fetch` it is given
 * aborts after `timeoutMs`.
 */
export async function send(
  request: ApiRequest,
  token: string | null,
  options: TransportOptions,
): Promise<TransportReply> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseFetch = options.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let fetchCalled = false;
  let timedOut = false;
  let redirected = false;
  // The timeout covers the whole answer, its body too: a server that sends its headers and then
  // stalls is timed out like one that never answers.
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  if (options.signal?.aborted) abort();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedFetch: typeof fetch = async (input, init) => {
    fetchCalled = true;
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // A redirect is never followed: fetch keeps the Token header on the way to another origin, and a
    // 307 or 308 sends the body (a password) again. The call ends where the server said to go elsewhere.
    const response = await baseFetch(input, {
      ...init,
      redirect: 'manual',
      signal: controller.signal,
      ...(options.bypassCache ? { cache: 'no-store' as const } : {}),
    });
    if (isRedirect(response)) {
      redirected = true;
      throw new Error('redirect refused');
    }
    return response;
  };
  try {
    const address = apiAddress(await options.baseUrl(), request.url);
    // An address that cannot be parsed is a setup failure, found before anything is sent.
    new URL(address, globalThis.location?.href);
    const headers: Record<string, string> = { 'Content-Type': JSON_CONTENT_TYPE };
    if (token) headers[TOKEN_HEADER] = token;
    const response = await (redaxios.request as (config: RedaxiosOptions) => Promise<RedaxiosResponse<unknown>>)({
      url: address,
      method: request.method.toLowerCase() as 'get',
      headers,
      params: request.params,
      paramsSerializer: (params) => serializeQuery(params as Record<string, unknown> | undefined),
      data: request.data,
      // Stryker disable next-line StringLiteral: redaxios reads the body as text when the type is empty
      responseType: request.responseType === 'image' ? 'arrayBuffer' : 'text',
      fetch: timedFetch,
    });
    const contentType = response.headers.get('content-type');
    // An answer cut off on the way is no answer: a write's outcome is then unknown, never a success
    // of an empty or partial body. redaxios swallows a body it could not read (`data` stays
    // undefined: a connection dropped, or the timeout struck, mid-answer); a browser may also hand
    // over fewer bytes than the answer announced.
    if (response.data === undefined || cutShort(response.headers, response.data))
      return { ok: false, kind: timedOut ? 'timeout' : 'network' };
    if (request.responseType === 'image')
      return { ok: true, status: response.status, body: toDataUrl(response.data as ArrayBuffer, contentType) };
    const body = parseBody(response.data);
    // A body that says it is JSON but does not parse is a broken answer, not a raw one.
    if (typeof body === 'string' && body !== '' && isJson(contentType))
      return { ok: false, kind: 'http', status: response.status };
    return { ok: true, status: response.status, body };
  } catch (error) {
    if (redirected) return { ok: false, kind: 'redirect' };
    if (timedOut) return { ok: false, kind: 'timeout' };
    if (!fetchCalled) return { ok: false, kind: 'setup' };
    if (isHttpFailure(error)) {
      const data = error.data instanceof ArrayBuffer ? undefined : parseBody(error.data);
      return { ok: false, kind: 'http', status: error.status, body: data };
    }
    return { ok: false, kind: 'network' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

function isHttpFailure(error: unknown): error is Required<Pick<RedaxiosFailure, 'status'>> & RedaxiosFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof (error as RedaxiosFailure).status === 'number' &&
    'headers' in error
  );
}

/**
 * A redirect answer: in a browser, `redirect: 'manual'` gives an opaque one (type `opaqueredirect`,
 * status 0); elsewhere the 3xx answer itself.
 */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

function isJson(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** JSON when it parses, otherwise the text as it came (the envelope interpreter decides). */
/**
 * Whether a body has fewer bytes than its `Content-Length` announced (a connection dropped
 * mid-answer, which a browser may hand over as a short body). Only an uncompressed text body can be
 * measured against it; without the header, nothing is.
 */
export const cutShort = (headers: Headers, data: unknown): boolean =>
  typeof data === 'string' &&
  !headers.has('content-encoding') &&
  new TextEncoder().encode(data).length < Number(headers.get('content-length') ?? 0);

export function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data === '') return '';
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}
