// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// The panel's modules read the extension APIs through the polyfill; these tests give them fakes.
vi.mock('webextension-polyfill', () => ({ default: {} }));

const { fetchPicture, MAX_PICTURE_BYTES } = await import('../../../../src/platform/extension/pictureFetch.ts');
const { workerPictures } = await import('../../../../src/platform/extension/extensionPlatform.ts');
const { parseWorkerRequest } = await import('../../../../src/platform/extension/protocol.ts');
import type { RuntimeLike } from '../../../../src/platform/extension/messageGateway.ts';

const API = 'https://api.example.com';
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

/** A fetch that records what it was asked and answers `reply`. */
function recordingFetch(reply: () => Response | Promise<Response> = () => picture()) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return reply();
  }) as typeof fetch;
  return { calls, impl };
}

const picture = (type = 'image/png', body: BodyInit = PNG_BYTES, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': type, ...headers } });

describe('worker — pictures: only the API host is fetched, without credentials, and answered as data:', () => {
  it('a picture on the API host comes back as a data: URL, fetched without cookies, referrer or redirects', async () => {
    const { calls, impl } = recordingFetch();
    expect(await fetchPicture(`${API}/avatars/1.png`, API, impl)).toBe('data:image/png;base64,iVBORw==');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`${API}/avatars/1.png`);
    expect(calls[0]!.init).toMatchObject({ credentials: 'omit', redirect: 'error', referrerPolicy: 'no-referrer' });
    expect(new Headers(calls[0]!.init?.headers).has('Token')).toBe(false);
  });

  it.each([
    'https://tracker.example/pixel.png',
    'https://api.example.com.evil.example/a.png',
    'http://api.example.com/a.png',
    '//tracker.example/a.png',
    'data:image/png;base64,iVBORw==',
    'javascript:alert(1)',
  ])('%s is not fetched by the worker', async (address) => {
    const { calls, impl } = recordingFetch();
    expect(await fetchPicture(address, API, impl)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('nothing is fetched without an API host', async () => {
    const { calls, impl } = recordingFetch();
    expect(await fetchPicture(`${API}/a.png`, null, impl)).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each<[string, () => Response | Promise<Response>]>([
    ['an answer that is not a picture', () => picture('text/html', '<script>alert(1)</script>')],
    ['an error status', () => new Response(PNG_BYTES, { status: 404, headers: { 'content-type': 'image/png' } })],
    [
      'a picture said to be too large',
      () => picture('image/png', PNG_BYTES, { 'content-length': `${MAX_PICTURE_BYTES + 1}` }),
    ],
    ['a picture too large', () => picture('image/png', new Uint8Array(MAX_PICTURE_BYTES + 1))],
    ['a failed connection or a refused redirect', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s is not shown', async (_what, reply) => {
    const { impl } = recordingFetch(reply);
    expect(await fetchPicture(`${API}/a.png`, API, impl)).toBeNull();
  });

  it('the worker accepts a picture request with a text address of reasonable length only', () => {
    expect(parseWorkerRequest({ type: 'picture.fetch', url: `${API}/a.png` })).toEqual({
      type: 'picture.fetch',
      url: `${API}/a.png`,
    });
    expect(parseWorkerRequest({ type: 'picture.fetch', url: 42 })).toBeNull();
    expect(parseWorkerRequest({ type: 'picture.fetch', url: `${API}/${'a'.repeat(3000)}` })).toBeNull();
  });
});

describe('side panel — pictures: data: as they are, the API host through the worker, nothing else', () => {
  function runtime(answer: unknown = 'data:image/png;base64,iVBORw==') {
    const sent: unknown[] = [];
    const rt: RuntimeLike = {
      sendMessage: async (message) => {
        sent.push(message);
        return answer;
      },
      onMessage: { addListener: () => undefined, removeListener: () => undefined },
    };
    return { rt, sent };
  }

  it('a data: image is answered at once, without asking anyone', () => {
    const { rt, sent } = runtime();
    const source = workerPictures(rt, async () => API);
    expect(source('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(sent).toEqual([]);
  });

  it('another site’s picture is withheld without a message to the worker', async () => {
    const { rt, sent } = runtime();
    const source = workerPictures(rt, async () => API);
    expect(await source('https://tracker.example/pixel.png')).toBeNull();
    expect(await source('/relative.png')).toBe('data:image/png;base64,iVBORw==');
    expect(sent).toEqual([{ type: 'picture.fetch', url: '/relative.png' }]);
  });

  it('an API host picture is asked of the worker once, and its answer kept', async () => {
    const { rt, sent } = runtime();
    const source = workerPictures(rt, async () => API);
    expect(await source(`${API}/a.png`)).toBe('data:image/png;base64,iVBORw==');
    expect(await source(`${API}/a.png`)).toBe('data:image/png;base64,iVBORw==');
    expect(sent).toHaveLength(1);
  });

  it('an answer that is not a data: image is not shown', async () => {
    const { rt } = runtime('https://tracker.example/pixel.png');
    expect(await workerPictures(rt, async () => API)(`${API}/a.png`)).toBeNull();
  });

  it('without an API host nothing is asked', async () => {
    const { rt, sent } = runtime();
    expect(await workerPictures(rt, async () => null)(`${API}/a.png`)).toBeNull();
    expect(sent).toEqual([]);
  });
});
