/**
 * Command line entry of the reference API server:
 *   tsx server/main.ts [--port 8790] [--mode development|test|production] [--data .data/state.json] [--reseed]
 *                      [--allow-origin <origin>]... [--trust-proxy <address>|loopback]...
 * Environment: API_PORT, API_MODE, API_DATA (flags win), API_ALLOWED_ORIGINS (comma-separated, added to
 * the --allow-origin flags), TRUST_PROXY (comma-separated proxy addresses or `loopback`, added to the
 * --trust-proxy flags); NODE_ENV=production implies production mode.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatAccountTable } from './accounts.ts';
import type { ServerMode } from './app.ts';
import { startServer } from './listen.ts';
import { normaliseOrigin, parseOriginList } from './origins.ts';
import { parseTrustedProxies } from './proxies.ts';

const DEFAULT_PORT = 8790;
const DEFAULT_DATA_FILE = '.data/state.json';
const MODES: readonly ServerMode[] = ['development', 'test', 'production'];

function fail(message: string): never {
  console.error(`server: ${message}`);
  process.exit(2);
}

const USAGE =
  'usage: tsx server/main.ts [--port 8790] [--mode development|test|production] [--data .data/state.json]' +
  ' [--reseed] [--allow-origin <origin>]... [--trust-proxy <address>|loopback]...';

function readOptions(): {
  port: number;
  mode: ServerMode;
  dataFile: string;
  reseed: boolean;
  allowedOrigins: string[];
  trustProxy: string[];
} {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      mode: { type: 'string' },
      data: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      'allow-origin': { type: 'string', multiple: true },
      'trust-proxy': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const portText = values.port ?? process.env.API_PORT ?? String(DEFAULT_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`invalid port "${portText}"`);
  const modeText =
    values.mode ?? process.env.API_MODE ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  if (!(MODES as readonly string[]).includes(modeText))
    fail(`invalid mode "${modeText}" (expected ${MODES.join(', ')})`);
  const dataFile = resolve(values.data ?? process.env.API_DATA ?? DEFAULT_DATA_FILE);
  const allowedOrigins = parseOriginList(process.env.API_ALLOWED_ORIGINS);
  for (const text of values['allow-origin'] ?? []) {
    const origin = normaliseOrigin(text);
    if (!origin) fail(`invalid origin "${text}" (expected scheme://host[:port], no path)`);
    allowedOrigins.push(origin);
  }
  const trustProxy = [
    ...parseTrustedProxies(process.env.TRUST_PROXY),
    ...(values['trust-proxy'] ?? []).flatMap((text) => parseTrustedProxies(text)),
  ];
  return {
    port,
    mode: modeText as ServerMode,
    dataFile,
    reseed: values.reseed,
    allowedOrigins: [...new Set(allowedOrigins)],
    trustProxy: [...new Set(trustProxy)],
  };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    fail((error as Error).message);
  }
  const server = await startServer(options);
  console.log(`Reference API server (${options.mode}) listening on ${server.url}`);
  console.log(`Data file: ${options.dataFile}`);
  const origins = options.allowedOrigins.length > 0 ? options.allowedOrigins.join(', ') : 'none (same-origin only)';
  console.log(`Origins allowed to call /api from a browser: ${origins}`);
  const proxies =
    options.trustProxy.length > 0 ? options.trustProxy.join(', ') : 'none (the socket peer is the caller)';
  console.log(`Proxies whose X-Forwarded-For is believed: ${proxies}`);
  if (options.mode !== 'production')
    console.log(`Development endpoints: ${server.url}/__dev/... (see server/README.md)`);
  console.log('\nDemo accounts (sign in with the username or the mobile):\n');
  console.log(formatAccountTable());
  console.log('');
  const stop = (signal: string): void => {
    console.log(`\n${signal} received, stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`port already in use (${(error as Error).message})`);
  console.error(error);
  process.exit(1);
});
