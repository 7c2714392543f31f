import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { deploymentCspHeader } from './csp.ts';

/** Files a server sends compressed: text. Fonts and images are compressed already. */
export const PRECOMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The gzip and Brotli forms of a file, at the highest levels: written once, sent many times. (Off
 * the main thread: the files of a build are compressed side by side.)
 */
export async function precompress(body: Buffer): Promise<{ gz: Buffer; br: Buffer }> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gz, br };
}

/**
 * The nginx include that sends the deployment's Content-Security-Policy header: the value of
 * `deploymentCspHeader()`, so the header and the page's meta policy come from one function.
 */
export function nginxCspInclude(apiBase: string | undefined): string {
  const header = deploymentCspHeader(apiBase);
  if (/["\\$\n]/.test(header)) throw new Error(`the policy cannot be written into an nginx string: ${header}`);
  return [
    '# Written by `npm run build:web` from deploymentCspHeader() (scripts/vite/csp.ts). Do not edit:',
    '# build again. Included by deploy/nginx.conf.',
    `add_header Content-Security-Policy "${header}" always;`,
    '',
  ].join('\n');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the web build: a `.gz` and a `.br` beside each text file of its output directory (nginx's
 * `gzip_static` and `brotli_static` send them as they are), and `csp-header.conf` in `nginx/` beside
 * it (dist/web → dist/nginx), the policy header for deploy/nginx.conf (docs/deploying.md).
 */
export function deployFiles(apiBase: string | undefined): Plugin {
  let outDir = '';
  return {
    name: 'console:deploy-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const texts = (await filesUnder(outDir)).filter((file) => PRECOMPRESSED.has(extname(file)));
        await Promise.all(
          texts.map(async (file) => {
            const { gz, br } = await precompress(await readFile(file));
            await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
          }),
        );
        const nginxDir = join(dirname(outDir), 'nginx');
        await mkdir(nginxDir, { recursive: true });
        await writeFile(join(nginxDir, 'csp-header.conf'), nginxCspInclude(apiBase));
      },
    },
  };
}
