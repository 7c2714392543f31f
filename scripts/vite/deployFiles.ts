import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { deploymentCspHeader } from './csp.ts';

/** Files a server sends compressed: text. Fonts and images are compressed already. */
export const PRECOMPRESSED = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.map']);

/** The gzip and Brotli forms of a file, at the highest levels: written once, sent many times. */
export function precompress(body: Buffer): { gz: Buffer; br: Buffer } {
  return {
    gz: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
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
 * After the web build: a `.gz` and a `.br` beside each text file of `outDir` (nginx's `gzip_static`
 * and `brotli_static` send them as they are), and `nginxDir/csp-header.conf`, the policy header
 * for deploy/nginx.conf (docs/deploying.md).
 */
export function deployFiles(outDir: string, nginxDir: string, apiBase: string | undefined): Plugin {
  return {
    name: 'console:deploy-files',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of await filesUnder(outDir)) {
          if (!PRECOMPRESSED.has(extname(file))) continue;
          const { gz, br } = precompress(await readFile(file));
          await writeFile(`${file}.gz`, gz);
          await writeFile(`${file}.br`, br);
        }
        await mkdir(nginxDir, { recursive: true });
        await writeFile(join(nginxDir, 'csp-header.conf'), nginxCspInclude(apiBase));
      },
    },
  };
}
