import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a foreign host received it. */
export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface RecorderHost {
  /** `http://127.0.0.1:<port>`: another origin than the console's and the API's. */
  url: string;
  /** Every request it received, in order. */
  seen: Recorded[];
  close(): Promise<void>;
}

/**
 * A foreign host that records whatever reaches it: what a hostile server or gateway would send the
 * console to with a redirect, or what an avatar's address would learn. It answers every request
 * with an empty JSON object and allows any origin, so that nothing but the console's own rules can
 * keep a request from it.
 */
export async function startRecorderHost(): Promise<RecorderHost> {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
      });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
