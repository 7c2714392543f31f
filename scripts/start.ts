/**
 * `npm start`: the reference API server and the web console (Vite, with `/api` forwarded to the
 * server) on 127.0.0.1, then the address and the demo accounts.
 *
 * Ports: API_PORT (default 8790) and WEB_PORT (default 5190). Data: API_DATA (default .data/state.json).
 * The API answers CORS to the console's origins only, plus API_ALLOWED_ORIGINS (comma-separated, e.g.
 * `chrome-extension://<id>`). The console's `/api` calls come through Vite's proxy on 127.0.0.1, which
 * names each caller in `X-Forwarded-For`: the API trusts loopback proxies, so its sign-in lock counts
 * each caller's address, not the proxy's.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'vite';
import { startServer } from '../server/listen.ts';
import { formatAccountTable } from '../server/accounts.ts';
import { consoleOrigins, parseOriginList } from '../server/origins.ts';
import { LOOPBACK } from '../server/proxies.ts';

const apiPort = Number(process.env.API_PORT ?? 8790);
const webPort = Number(process.env.WEB_PORT ?? 5190);
let extraOrigins: string[];
try {
  extraOrigins = parseOriginList(process.env.API_ALLOWED_ORIGINS);
} catch (error) {
  console.error(`API_ALLOWED_ORIGINS: ${(error as Error).message}`);
  process.exit(1);
}
const allowedOrigins = [...new Set([...consoleOrigins(webPort), ...extraOrigins])];

const api = await startServer({
  mode: 'development',
  port: apiPort,
  dataFile: process.env.API_DATA ?? '.data/state.json',
  reseed: process.argv.includes('--reseed'),
  allowedOrigins,
  trustProxy: [LOOPBACK],
  log: (line) => console.log(`[api] ${line}`),
}).catch((error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${apiPort} is taken: set API_PORT to a free port.` : error);
  process.exit(1);
});

process.env.API_PROXY = api.url;
const vite = await createServer({
  mode: 'web',
  configFile: 'vite.config.ts',
  server: { port: webPort, strictPort: true, host: '127.0.0.1' },
}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
await vite.listen().catch(async (error: NodeJS.ErrnoException) => {
  console.error(
    error.message.includes('in use') || error.code === 'EADDRINUSE'
      ? `Port ${webPort} is taken: set WEB_PORT to a free port.`
      : error,
  );
  await api.close();
  process.exit(1);
});

const webUrl = `http://127.0.0.1:${webPort}/`;
const extension = existsSync('dist/extension/manifest.json')
  ? 'load dist/extension unpacked (chrome://extensions, Developer mode, Load unpacked).'
  : 'run `npm run build:extension`, then load dist/extension unpacked.';
console.log(`
  Console:        ${webUrl}
  Reference API:  ${api.url}  (development mode: /__dev endpoints on, for this machine's tools only)
  Allowed origins: ${allowedOrigins.join(', ')}

  Demo accounts (the verification code is shown on the sign-in screen):
${formatAccountTable()
  .split('\n')
  .map((line) => '    ' + line)
  .join('\n')}

  Extension: ${extension}
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
