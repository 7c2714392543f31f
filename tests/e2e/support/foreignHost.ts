import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A 1×1 PNG: what a tracking picture looks like. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface ForeignHost {
  /** `http://127.0.0.1:port`: an origin that is neither the console's nor its API's. */
  origin: string;
  /**
   * Every request it received: method, path and query, the Referer and the `Token` header it came
   * with, and its body (a password a redirect carried along would be there).
   */
  hits: { method: string; url: string; referer: string | null; token: string | null; body: string }[];
  close(): Promise<void>;
}

/**
 * Another site, as a customer who sets their avatar to their own server's address runs it, or as
 * the place a hostile server's redirect points to: it answers every request with a picture (CORS
 * open, so a fetch from anywhere could read it) and records each one, which is what tells its owner
 * when and from where the picture was shown, or what a followed redirect carried.
 */
export async function startForeignHost(): Promise<ForeignHost> {
  const hits: ForeignHost['hits'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const token = req.headers.token;
      hits.push({
        method: req.method ?? '',
        url: req.url ?? '',
        referer: req.headers.referer ?? null,
        token: typeof token === 'string' ? token : null,
        body,
      });
      res.writeHead(200, {
        'Content-Type': 'image/png',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Cache-Control': 'no-store',
      });
      res.end(PIXEL);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
