import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Debian's nginx (`apt-get install nginx`); `NGINX_PATH` points elsewhere. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's Brotli module (`apt-get install libnginx-mod-http-brotli-static`), which deploy/nginx.conf uses. */
export const BROTLI_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

export const DEPLOY_CONF = resolve('deploy/nginx.conf');

export interface NginxHost {
  url: string;
  /** nginx's error log so far. */
  errorLog(): Promise<string>;
  close(): Promise<void>;
}

export interface SiteValues {
  port: number;
  webRoot: string;
  cspInclude: string;
  upstream: string;
}

/**
 * deploy/nginx.conf with the values of this machine: the listen address, the web root, the policy
 * include and the upstream's address. Everything else is the file as it is. The listen address, the
 * root and the upstream must be found exactly once, so a change of the file's shape fails here
 * rather than testing something else; the policy include is set where it is (a file without it is
 * what the header tests are there to catch).
 */
export function siteConfig(conf: string, site: SiteValues): string {
  const replacements: [RegExp, string, 'once' | 'where it is'][] = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${site.port};`, 'once'],
    [/^(\s*)root \/srv\/console\/web;$/m, `$1root ${site.webRoot};`, 'once'],
    [/^(\s*)include \/srv\/console\/nginx\/csp-header\.conf;$/m, `$1include ${site.cspInclude};`, 'where it is'],
    [/^(\s*)server 127\.0\.0\.1:8790;$/m, `$1server ${site.upstream};`, 'once'],
  ];
  let out = conf;
  for (const [pattern, value, times] of replacements) {
    const found = out.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found > 1 || (found === 0 && times === 'once'))
      throw new Error(`deploy/nginx.conf: expected one line matching ${pattern}, found ${found}`);
    out = out.replace(pattern, value);
  }
  return out;
}

/** A port nobody listens on right now (nginx cannot report the port it picked for `:0`). */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function untilListening(port: number, child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return true;
    } catch {
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return false;
}

/**
 * Starts Debian's nginx on a free loopback port with deploy/nginx.conf, serving `webRoot` (dist/web)
 * and forwarding /api to `apiUrl`. It runs in the foreground as a child of the test process, with
 * its pid file, logs and temporary files in a directory of its own; `close()` stops it.
 */
export async function startNginx(options: { webRoot: string; cspInclude: string; apiUrl: string }): Promise<NginxHost> {
  for (const [what, path] of [
    ['nginx', NGINX_PATH],
    ['the Brotli module (apt-get install libnginx-mod-http-brotli-static)', BROTLI_MODULE],
    ['the policy include (npm run build:web)', options.cspInclude],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} is not at ${path}`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'console-nginx-'));
  await mkdir(join(dir, 'temp'));
  const errorLogFile = join(dir, 'error.log');
  const api = new URL(options.apiUrl);
  let lastLog = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const site = siteConfig(await readFile(DEPLOY_CONF, 'utf8'), {
      port,
      webRoot: resolve(options.webRoot),
      cspInclude: resolve(options.cspInclude),
      upstream: api.host,
    });
    await writeFile(join(dir, 'console.conf'), site);
    const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
    await writeFile(
      join(dir, 'nginx.conf'),
      [
        `load_module ${BROTLI_MODULE};`,
        'daemon off;',
        'master_process on;',
        'worker_processes 1;',
        // Run as root (CI), the workers would switch to `nobody`, who may not read the working copy.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${errorLogFile} info;`,
        'events { worker_connections 256; }',
        'http {',
        `  include ${MIME_TYPES};`,
        '  default_type application/octet-stream;',
        '  access_log off;',
        `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
        `  include ${join(dir, 'console.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    const child = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', errorLogFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    if (await untilListening(port, child, 10_000)) {
      return {
        url: `http://127.0.0.1:${port}`,
        errorLog: async () => (existsSync(errorLogFile) ? readFile(errorLogFile, 'utf8') : ''),
        close: async () => {
          // SIGQUIT: nginx's graceful stop (finishes open requests, then exits).
          if (child.exitCode === null) child.kill('SIGQUIT');
          await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
          if (child.exitCode === null) child.kill('SIGKILL');
          await rm(dir, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
    lastLog = `${stderr}${existsSync(errorLogFile) ? await readFile(errorLogFile, 'utf8') : ''}`;
    // Another process took the port between the check and nginx's start: try another one.
    if (!/Address already in use/.test(lastLog)) break;
  }
  await rm(dir, { recursive: true, force: true });
  throw new Error(`nginx did not start with deploy/nginx.conf:\n${lastLog}`);
}
