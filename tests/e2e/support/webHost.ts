import { createServer, request as httpRequest, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { deploymentCspHeader } from '../../../scripts/vite/csp.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.json': 'application/json',
};

export interface WebHost {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built web console from `root` and forwards `/api` to `apiUrl`, the way a reverse proxy
 * in front of the real platform does, with the deployment's `Content-Security-Policy` header
 * (docs/deploying.md, "The Content-Security-Policy header"). Listens on 127.0.0.1; port 0 picks a free one.
 */
export async function startWebHost(root: string, apiUrl: string, port = 0): Promise<WebHost> {
  const base = resolve(root);
  const policy = deploymentCspHeader();
  const api = new URL(apiUrl);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: url.pathname + url.search,
          // Host passes through as the browser addressed it (a proxy's `proxy_set_header Host $host`):
          // the console's Origin is then the server's own origin, which the server serves as
          // same-origin, and a foreign page's Origin stays foreign.
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // An answer cut off upstream is cut off here too.
          answer.on('aborted', () => res.destroy());
          answer.on('error', () => res.destroy());
          answer.pipe(res);
        },
      );
      // A dropped upstream connection is passed on as a dropped connection.
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    void (async () => {
      const path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
      let file = join(base, path);
      if (!file.startsWith(base)) {
        res.writeHead(403).end();
        return;
      }
      try {
        if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
        const body = await readFile(file);
        res.writeHead(200, {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': 'no-cache',
          'Content-Security-Policy': policy,
        });
        res.end(body);
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      }
    })();
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
