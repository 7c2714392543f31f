import { defineConfig, loadEnv, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { crx } from '@crxjs/vite-plugin';
import { fileURLToPath } from 'node:url';
import manifest, { browserOf, PANEL_PAGE } from './manifest.config.ts';
import { primeThemeColors } from './scripts/vite/themeCss.ts';
import { extensionAssets } from './scripts/vite/extensionAssets.ts';
import { cspMeta } from './scripts/vite/csp.ts';
import { deployFiles } from './scripts/vite/deployFiles.ts';
import { primeTreeShake } from './scripts/vite/primeTreeShake.ts';
import { localeParts } from './scripts/vite/localeParts.ts';
import { primeThemePartsUnsplit, primeThemeSplit } from './scripts/vite/primeThemeSplit.ts';
import { assertBuildApiBase } from './src/platform/http/apiHost.ts';
import { chunkGroups, chunkPlanModules, type ChunkPlan } from './scripts/vite/chunkPlan.ts';
import { firstScreenPreload } from './scripts/vite/firstScreenPreload.ts';
import { signInPrepaint } from './scripts/vite/signInPrepaint.ts';
import { svgOutlinesPlugin } from './scripts/vite/svgOutlines.ts';
import { classicScript } from './scripts/vite/classicScript.ts';
import { unitProjects } from './tests/support/unitProjects.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const source = fileURLToPath(new URL('./src', import.meta.url));

/** The web console's code, which the page's entry imports once it has drawn the sign-in form. */
const CONSOLE_CODE = 'src/entries/web/main.tsx';
/**
 * The first screens' chunks (scripts/vite/chunkPlan.ts): the page's entry draws the sign-in form
 * (a small file), then the console's code (`app`: React DOM and the rest), the sign-in screen (its
 * texts are a chunk per language: the web page loads only the person's), then the signed-in shell
 * with the dashboard.
 */
const FIRST_SCREENS: ChunkPlan = {
  chunks: {
    app: [CONSOLE_CODE],
    login: ['src/features/login/LoginView.tsx'],
    // With the data layer's read hook and the failure texts that nearly every screen uses: the dashboard's
    // trends, loaded after its figures, then need no more files than their own chunk.
    // The console inside its layout, the features (their screens and route table) and the dashboard.
    'signed-in': [
      'src/app/SignedInConsole.tsx',
      'src/app/signedIn.ts',
      'src/core/layout/ConsoleShell.tsx',
      'src/features/dashboard/DashboardView.tsx',
      'src/core/kernel/data/useRead.ts',
      'src/core/api/failureMessage.ts',
      // What a form keeps (the dirty check, the kept fields): nearly every form uses it, and the web
      // drafts read at sign-in (another account's are removed) would otherwise fetch it as a file of
      // its own.
      'src/contract/drafts.ts',
    ],
  },
  shared: 'app',
  withStart: ['node_modules/react/jsx-runtime.js'],
  stylesWithStart: ['app', 'login'],
};
/**
 * What a page asks for beside its entry. index.html: the console's code and the sign-in screen's;
 * the page draws the form from its own HTML (scripts/vite/signInPrepaint.ts) and the texts load in
 * the person's language once the console runs. The side panel page: its entry alone.
 */
const SIGN_IN_CODE = [/src\/features\/login\/LoginView\.tsx$/];

/** Module replacements shared by every build (scripts/vite/useSyncExternalStore.ts says why). */
const ALIASES = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(new URL('./scripts/vite/useSyncExternalStore.ts', import.meta.url)),
  },
];

/**
 * One config, three builds:
 * - `vite build --mode web`       → dist/web (static site, relative asset paths)
 * - `vite build --mode extension` → dist/extension (unpacked Manifest V3 extension for Chrome and Edge)
 * - `vite build --mode firefox`   → dist/firefox (unpacked Manifest V3 add-on for Firefox)
 * `vite` (serve) runs the web build for development; API_PROXY sets where `/api` goes.
 */
export default defineConfig(({ mode }): UserConfig => {
  // A build that would send passwords and tokens over plain http to a remote host fails here.
  // (Values from the environment and from .env files alike.)
  const env = loadEnv(mode, here, 'VITE_');
  // Read only by the unit tests (Vitest runs in mode `test`).
  const unitFiles = mode === 'test' ? unitProjects(here) : { shared: [], isolated: [] };
  assertBuildApiBase('VITE_API_BASE', env.VITE_API_BASE);
  assertBuildApiBase('VITE_EXTENSION_API_BASE', env.VITE_EXTENSION_API_BASE);
  if (mode === 'extension' || mode === 'firefox') {
    const browser = browserOf(mode);
    return {
      root: here,
      publicDir: false,
      resolve: { alias: ALIASES },
      plugins: [
        primeThemeColors(source),
        primeThemeSplit(source),
        primeThemePartsUnsplit(),
        primeTreeShake(),
        localeParts(),
        svgOutlinesPlugin(),
        react(),
        crx({ manifest, browser }),
        extensionAssets(),
        // The panel's first script: it draws what the panel showed last while the page is parsed,
        // before the module entry runs (docs/performance.md).
        classicScript({
          entry: fileURLToPath(new URL('./src/entries/extension/panelFirst.ts', import.meta.url)),
          fileName: 'panel-first.js',
          page: /sidepanel\.html$/,
          alias: ALIASES,
        }),
        // The side panel names no first-screen files in its head: fetched and compiled before its
        // entry ran, they held up the drawing of its last view by about 80 ms (docs/performance.md).
      ],
      build: {
        outDir: browser === 'firefox' ? 'dist/firefox' : 'dist/extension',
        emptyOutDir: true,
        // Chrome 116 and Firefox 128, the least the manifest admits, follow modulepreload links
        // themselves: the polyfill was a file more before the side panel's entry ran, and 7 ms of
        // its start watching the page.
        modulePreload: { polyfill: false },
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        // crxjs builds the pages the manifest names, but knows Chrome's side panel only: Firefox's
        // sidebar page is built as an input of its own (the same page).
        ...(browser === 'firefox' ? { rolldownOptions: { input: [PANEL_PAGE] } } : {}),
      },
      server: { port: Number(process.env.EXT_DEV_PORT ?? 5191), strictPort: true, host: '127.0.0.1' },
    };
  }
  const apiTarget = process.env.API_PROXY ?? `http://127.0.0.1:${process.env.API_PORT ?? 8790}`;
  // xfwd: each caller's address goes on in X-Forwarded-For, which the API believes from loopback
  // proxies (scripts/start.ts), so that its sign-in lock counts callers, not this proxy.
  const apiProxy = { target: apiTarget, changeOrigin: true, xfwd: true };
  return {
    root: fileURLToPath(new URL('./web', import.meta.url)),
    base: './',
    envDir: here,
    resolve: { alias: ALIASES },
    publicDir: fileURLToPath(new URL('./web/public', import.meta.url)),
    plugins: [
      primeThemeColors(source),
      primeThemeSplit(source),
      primeThemePartsUnsplit(),
      primeTreeShake(),
      localeParts(),
      svgOutlinesPlugin(),
      react(),
      cspMeta(process.env.VITE_API_BASE),
      chunkPlanModules(),
      firstScreenPreload(/index\.html$/, [new RegExp(`${CONSOLE_CODE.replace(/\./g, '\\.')}$`), ...SIGN_IN_CODE]),
      signInPrepaint(),
      // Last: .gz and .br beside the text files, and the policy header for nginx (docs/deploying.md).
      deployFiles(process.env.VITE_API_BASE),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      chunkSizeWarningLimit: 800,
      // Every browser the console supports but Safari before 17 and Firefox before 115 follows
      // modulepreload links itself; those two fetch a chunk when it is imported instead (slower,
      // same result). The polyfill would cost every page 0.5 KB on the way to the sign-in form.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: chunkGroups(FIRST_SCREENS) } },
    },
    server: {
      port: Number(process.env.WEB_PORT ?? 5190),
      strictPort: true,
      host: '127.0.0.1',
      fs: {
        allow: [here],
        // Vite's own list (an array given here replaces it), plus the reference server's data file:
        // its password and session hashes are no business of a page on another localhost port,
        // which the dev server's CORS lets read `/@fs/...` answers.
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx,cer,der}',
          '.npmrc',
          '.yarnrc.yml',
          '**/.git/**',
          '**/.data/**',
        ],
      },
      proxy: { '/api': apiProxy },
    },
    preview: {
      port: Number(process.env.WEB_PORT ?? 5190),
      strictPort: true,
      host: '127.0.0.1',
      proxy: { '/api': apiProxy },
    },
    test: {
      root: here,
      // Which files: the two projects below (every `tests/unit/**/*.test.{ts,tsx}`).
      // Pure rules run in Node; a file that needs a DOM says so (`// @vitest-environment jsdom`).
      environment: 'node',
      // Processes, not worker threads: with threads a whole run once stopped for good beside the
      // browsers (a worker had set up its DOM and waited for its test file's first module, the main
      // thread waited too, neither used the processor; 27 minutes until killed). Processes cost the
      // unit tests 220 processor-seconds against 186 (2026-11-27).
      pool: 'forks',
      // npm test runs the unit tests beside the end-to-end browsers on 2 cores: a test's own work
      // may then wait several seconds for a processor. A bound of 5 s failed tests that take 0.5 s
      // on a quiet machine; time itself is judged by the bench, never here.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // And waits for what a test expects to happen at most 10 s (tests/unit/support/patience.ts).
      setupFiles: ['tests/unit/support/patience.ts'],
      // Files that leave no state behind share a module registry per worker; the others run alone
      // (tests/support/unitProjects.ts says which and why).
      projects: [
        { extends: true, test: { name: 'shared', include: unitFiles.shared, isolate: false } },
        { extends: true, test: { name: 'isolated', include: unitFiles.isolated } },
      ],
    },
  } as UserConfig;
});
