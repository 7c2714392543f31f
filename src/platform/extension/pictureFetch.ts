import { routePicture } from '../../contract/pictures.ts';
import { toDataUrl } from '../../contract/dataUrl.ts';

/** Largest picture the worker hands a page (as a `data:` URL, a third larger again). */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;
/** A picture that has not arrived by then is not shown. */
export const PICTURE_TIMEOUT_MS = 20_000;

/**
 * A picture on the API host, fetched by the worker for an extension page and answered as a `data:`
 * URL; null for anything else. The pages' Content-Security-Policy lets them show no remote picture
 * at all (`img-src 'self' data: blob:`, manifest.config.ts), and this is the one way round it: only
 * the API host, the one origin the extension talks to anyway, without cookies, token or referrer,
 * and without following a redirect (which could lead anywhere).
 */
export async function fetchPicture(
  address: string,
  apiBase: string | null,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<string | null> {
  const route = routePicture(address, apiBase);
  if (route.from !== 'home') return null;
  try {
    const response = await fetchImpl(route.url, {
      credentials: 'omit',
      redirect: 'error',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS),
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/^image\//i.test(type)) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) return null;
    const body = await response.arrayBuffer();
    return body.byteLength > MAX_PICTURE_BYTES ? null : toDataUrl(body, type);
  } catch {
    return null;
  }
}
