// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { usedRules } from '../../../../src/entries/extension/keepPanelView.ts';

function rulesOf(css: string): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = style.sheet!.cssRules;
  style.remove();
  return rules;
}

const matches = (selector: string) => document.querySelector(selector) !== null;

describe('issue 52: a kept view carries the rules that can change its drawing, not every rule of the page', () => {
  document.body.innerHTML =
    '<div id="app"><main class="dashboard"><button class="p-button">Refresh</button></main></div>';

  it('keeps a style rule whose selector matches the page, drops one that matches nothing', () => {
    const kept = usedRules(
      rulesOf('.p-button { color: red; } .p-datatable { color: blue; } #app { margin: 0; }'),
      matches,
    );
    expect(kept.join(' ')).toContain('.p-button');
    expect(kept.join(' ')).toContain('#app');
    expect(kept.join(' ')).not.toContain('.p-datatable');
  });

  it('judges a rule by its element at rest: hover, focus and pseudo-elements do not drop it', () => {
    const kept = usedRules(
      rulesOf(
        '.p-button:hover { color: red; } .p-button::before { content: ""; } .p-button:focus-visible { outline: 0; } .p-tree:hover { color: blue; }',
      ),
      matches,
    );
    expect(kept).toHaveLength(3);
    expect(kept.join(' ')).not.toContain('.p-tree');
  });

  it('prunes inside @media and drops an @media left empty; keeps fonts, keyframes and the root’s variables', () => {
    const kept = usedRules(
      rulesOf(
        '@media (max-width: 767px) { .p-button { width: 100%; } .p-dialog { width: 90vw; } } ' +
          '@media print { .p-dialog { display: none; } } ' +
          '@font-face { font-family: primeicons; src: url(/assets/primeicons.woff2); } ' +
          '@keyframes spin { from { transform: rotate(0); } to { transform: rotate(360deg); } } ' +
          ':root { --console-primary: #4080ff; }',
      ),
      matches,
    );
    const text = kept.join('\n');
    expect(text).toMatch(/@media \(max-width: 767px\) \{\s*\.p-button/);
    expect(text).not.toContain('.p-dialog');
    expect(text).not.toContain('print');
    expect(text).toContain('@font-face');
    expect(text).toContain('@keyframes spin');
    expect(text).toContain('--console-primary');
  });

  it('a selector it cannot judge is kept, not lost', () => {
    const kept = usedRules(rulesOf('.p-button:not(:hover) { color: red; }'), () => {
      throw new SyntaxError('not a selector');
    });
    expect(kept).toHaveLength(1);
  });
});
