import { describe, expect, it } from 'vitest';
import { classicScriptPage } from '../../../scripts/vite/classicScript.ts';

const BUILT = `<!doctype html>
<html lang="zh-cn">
  <head>
    <title>console</title>
    <script type="module" crossorigin src="/assets/sidepanel.html-B4MU.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/pages-Dh3X.js">
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-Dygb.js">
    <link rel="stylesheet" crossorigin href="/assets/sidepanel-Ca5.css">
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>`;

describe('issue 52: the side panel page runs its first script while it is parsed, and that script starts the module entry', () => {
  const page = classicScriptPage(BUILT, 'panel-first.js');

  it('names the classic script right after the console’s element, carrying the module entry', () => {
    expect(page).toContain(
      '<div id="app"></div>\n    <script src="/panel-first.js" data-module-entry="/assets/sidepanel.html-B4MU.js"></script>',
    );
    // Classic: no type, no async, no defer (it runs as the parser reaches it).
    expect(page).not.toMatch(/<script[^>]*panel-first[^>]*(type=|async|defer)/);
  });

  it('the page itself starts no module and preloads none of its files (they held the first script back)', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    // The styles stay where they were.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/sidepanel-Ca5.css">');
  });

  it('a page it cannot place the script in is an error of the build, not a page without its drawing', () => {
    expect(() => classicScriptPage(BUILT.replace('<div id="app"></div>', '<main></main>'), 'first.js')).toThrow(
      /no <div id="app"><\/div>/,
    );
    expect(() => classicScriptPage(BUILT.replace(/<script type="module".*<\/script>/, ''), 'first.js')).toThrow(
      /0 module entries/,
    );
    const two = BUILT.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>');
    expect(() => classicScriptPage(two, 'first.js')).toThrow(/2 module entries/);
  });
});
