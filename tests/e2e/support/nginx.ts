import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { connect, createServer } from 'node:net';
import { checkServerIdentity as tlsCheckServerIdentity } from 'node:tls';
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
  /** The console over https: `https://localhost:<port>` (the certificate is made for `localhost`). */
  url: string;
  /** The same server's plain http port, which sends every request to `url`. */
  httpUrl: string;
  /** The self-signed certificate nginx presents (PEM), for clients that check it. */
  certificate: string;
  /** One request to nginx over https, checked against `certificate`; the body as sent, not decoded. */
  request(path: string, options?: NginxRequest): Promise<NginxAnswer>;
  /** nginx's error log so far. */
  errorLog(): Promise<string>;
  /** nginx's access log so far, as deploy/nginx.conf's log format writes it. */
  accessLog(): Promise<string>;
  close(): Promise<void>;
}

export interface NginxRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the client's socket is bound to: any of 127.0.0.0/8 tells one client from another. */
  localAddress?: string;
  /** The TLS server name sent; `localhost` unless given, none when null (a client that asks by IP address). */
  servername?: string | null;
}

export interface NginxAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The host name the tests set in `server_name` and make the certificate for. */
export const SITE_NAME = 'localhost';

export interface SiteValues {
  httpPort: number;
  httpsPort: number;
  webRoot: string;
  cspInclude: string;
  upstream: string;
  certificate: string;
  certificateKey: string;
  accessLog: string;
}

/**
 * deploy/nginx.conf with the values of this machine: the listen addresses, the host name, the
 * certificate, the web root, the policy include, the access log and the upstream's address; the
 * redirect to https names the test's https port. Everything else is the file as it is. Each line
 * replaced must be found as many times as the file's shape has it, so a change of that shape fails
 * here rather than testing something else; the policy include is set where it is (a file without it
 * is what the header tests are there to catch).
 */
export function siteConfig(conf: string, site: SiteValues): string {
  const at = (port: number) => `127.0.0.1:${port}`;
  const replacements: [RegExp, string, number | 'where it is'][] = [
    [/^(\s*)listen 80 default_server;$/m, `$1listen ${at(site.httpPort)} default_server;`, 1],
    [/^(\s*)listen 443 ssl http2 default_server;$/m, `$1listen ${at(site.httpsPort)} ssl http2 default_server;`, 1],
    [/^(\s*)listen 80;$/m, `$1listen ${at(site.httpPort)};`, 1],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen ${at(site.httpsPort)} ssl http2;`, 1],
    [/^(\s*)server_name console\.example\.com;$/m, `$1server_name ${SITE_NAME};`, 2],
    [
      /^(\s*)return 301 https:\/\/\$server_name\$request_uri;$/m,
      `$1return 301 https://$server_name:${site.httpsPort}$request_uri;`,
      1,
    ],
    [/^(\s*)ssl_certificate \/etc\/nginx\/tls\/console\.crt;$/m, `$1ssl_certificate ${site.certificate};`, 1],
    [
      /^(\s*)ssl_certificate_key \/etc\/nginx\/tls\/console\.key;$/m,
      `$1ssl_certificate_key ${site.certificateKey};`,
      1,
    ],
    [
      /^(\s*)access_log \/var\/log\/nginx\/access\.log console_access;$/m,
      `$1access_log ${site.accessLog} console_access;`,
      3,
    ],
    [/^(\s*)root \/srv\/console\/web;$/m, `$1root ${site.webRoot};`, 1],
    [/^(\s*)include \/srv\/console\/nginx\/csp-header\.conf;$/m, `$1include ${site.cspInclude};`, 'where it is'],
    [/^(\s*)server 127\.0\.0\.1:8790;$/m, `$1server ${site.upstream};`, 1],
  ];
  let out = conf;
  for (const [pattern, value, times] of replacements) {
    const all = new RegExp(pattern.source, 'gm');
    const found = out.match(all)?.length ?? 0;
    if (times === 'where it is' ? found > 1 : found !== times)
      throw new Error(`deploy/nginx.conf: expected ${times} line(s) matching ${pattern}, found ${found}`);
    out = out.replace(all, value);
  }
  return out;
}

/** `openssl`, which makes the test's certificate (Debian: `apt-get install openssl`); `OPENSSL_PATH` points elsewhere. */
export const OPENSSL_PATH = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/** A self-signed certificate for `localhost` (and 127.0.0.1), valid for two days, made in `dir`. */
async function selfSignedCertificate(dir: string): Promise<{ certificate: string; key: string }> {
  const certificate = join(dir, 'console.crt');
  const key = join(dir, 'console.key');
  await new Promise<void>((done, fail) => {
    execFile(
      OPENSSL_PATH,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        certificate,
        '-days',
        '2',
        '-subj',
        `/CN=${SITE_NAME}`,
        '-addext',
        `subjectAltName=DNS:${SITE_NAME},IP:127.0.0.1`,
      ],
      (error, _stdout, stderr) => (error ? fail(new Error(`openssl: ${stderr || error.message}`)) : done()),
    );
  });
  return { certificate, key };
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

async function untilListening(ports: number[], child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const accepts = (port: number) =>
    new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if ((await Promise.all(ports.map(accepts))).every(Boolean)) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/** One https request to `port` on 127.0.0.1, the certificate checked against `ca` for SITE_NAME. */
function requestOver(port: number, ca: string, path: string, options: NginxRequest = {}): Promise<NginxAnswer> {
  const servername = options.servername === undefined ? SITE_NAME : options.servername;
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        // A client that asks by IP address sends the address as Host, and no server name.
        headers: { Host: `${servername ?? '127.0.0.1'}:${port}`, ...options.headers },
        ca,
        // Checked against the name the tests set, whatever address the socket went to.
        servername: servername ?? undefined,
        checkServerIdentity: (_host, cert) => tlsCheckServerIdentity(SITE_NAME, cert),
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          done({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/**
 * Starts Debian's nginx on two free loopback ports (http and https) with deploy/nginx.conf and a
 * self-signed certificate for `localhost` made for the run, serving `webRoot` (dist/web) and
 * forwarding /api to `apiUrl`. It runs in the foreground as a child of the test process, with its
 * pid file, certificate, logs and temporary files in a directory of its own; `close()` stops it.
 */
export async function startNginx(options: { webRoot: string; cspInclude: string; apiUrl: string }): Promise<NginxHost> {
  for (const [what, path] of [
    ['nginx', NGINX_PATH],
    ['the Brotli module (apt-get install libnginx-mod-http-brotli-static)', BROTLI_MODULE],
    ['the policy include (npm run build:web)', options.cspInclude],
    ['openssl (apt-get install openssl), which makes the certificate', OPENSSL_PATH],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${what} is not at ${path}`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'console-nginx-'));
  await mkdir(join(dir, 'temp'));
  const errorLogFile = join(dir, 'error.log');
  const accessLogFile = join(dir, 'access.log');
  const { certificate, key } = await selfSignedCertificate(dir);
  const ca = await readFile(certificate, 'utf8');
  const api = new URL(options.apiUrl);
  let lastLog = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = siteConfig(await readFile(DEPLOY_CONF, 'utf8'), {
      httpPort,
      httpsPort,
      webRoot: resolve(options.webRoot),
      cspInclude: resolve(options.cspInclude),
      upstream: api.host,
      certificate,
      certificateKey: key,
      accessLog: accessLogFile,
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
    if (await untilListening([httpPort, httpsPort], child, 10_000)) {
      return {
        url: `https://${SITE_NAME}:${httpsPort}`,
        httpUrl: `http://${SITE_NAME}:${httpPort}`,
        certificate: ca,
        request: (path, requestOptions) => requestOver(httpsPort, ca, path, requestOptions),
        errorLog: async () => (existsSync(errorLogFile) ? readFile(errorLogFile, 'utf8') : ''),
        accessLog: async () => (existsSync(accessLogFile) ? readFile(accessLogFile, 'utf8') : ''),
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
