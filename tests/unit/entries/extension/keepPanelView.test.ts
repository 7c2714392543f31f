// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { keepPanelView, usedRules } from '../../../../src/entries/extension/keepPanelView.ts';
import { PANEL_SESSION_KEY } from '../../../../src/platform/extension/panelView.ts';
import type { Services } from '../../../../src/core/kernel/services.ts';

function rulesOf(css: string): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = style.sheet!.cssRules;
  style.remove();
  return rules;
}

const matches = (selector: string) => document.querySelector(selector) !== null;
const BODY = '<div id="app"><main class="dashboard"><button class="p-button">Refresh</button></main></div>';

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

  it('a selector the page cannot judge is kept, not lost', () => {
    // Stripped of its state, `:not(:hover)` is `:not()`, which a browser refuses; so is a bad argument.
    const refused = (selector: string) => {
      if (/:not\(\)|nth-child\(foo\)/.test(selector)) throw new SyntaxError(`'${selector}' is not a valid selector`);
      return matches(selector);
    };
    const kept = usedRules(
      rulesOf('.p-tree:not(:hover) { color: blue; } .p-tree:nth-child(foo) { color: red; } .p-tree { color: green; }'),
      refused,
    );
    expect(kept).toHaveLength(2);
    expect(kept.join(' ')).not.toContain('green');
  });

  it('strips only whole pseudo-elements and states: `:placeholder-shown` and `:focus-within` are judged as written', () => {
    document.body.innerHTML = '<div id="app"><input class="p-inputtext" placeholder="Search"></div>';
    try {
      const kept = usedRules(
        rulesOf(
          '.p-inputtext:placeholder-shown { color: gray; } .p-inputtext::placeholder { color: gray; } ' +
            '#app:focus-within .p-inputtext { outline: 0; } .p-tree:focus-within { outline: 0; }',
        ),
        matches,
      );
      expect(kept.join(' ')).toContain(':placeholder-shown');
      expect(kept.join(' ')).toContain('::placeholder');
      expect(kept.join(' ')).toContain('#app:focus-within');
      expect(kept.join(' ')).not.toContain('.p-tree');
    } finally {
      document.body.innerHTML = BODY;
    }
  });

  it('prunes inside @supports and @layer blocks; keeps a layer statement', () => {
    const text = usedRules(
      rulesOf(
        '@layer primereact; @supports (display: grid) { .p-button { display: grid; } .p-tree { display: grid; } } ' +
          '@layer primereact { .p-button { margin: 0; } .p-dialog { margin: 0; } }',
      ),
      matches,
    ).join('\n');
    expect(text).toContain('@layer primereact;');
    expect(text).toMatch(/@supports \(display: grid\) \{\s*\.p-button/);
    expect(text).toMatch(/@layer primereact \{\s*\.p-button/);
    expect(text).not.toContain('.p-tree');
    expect(text).not.toContain('.p-dialog');
  });
});

describe('issue 52: the panel notes what it knows of the session, for the next opening', () => {
  it('at its start and at every change: signed out, signed in; a state not yet known notes nothing', () => {
    document.body.innerHTML = '<div id="app"></div>';
    localStorage.clear();
    const store = createStore<{ status: string }>()(() => ({ status: 'unknown' }));
    const stop = keepPanelView({ session: { store } } as unknown as Services, document, localStorage);
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBeNull();
    store.setState({ status: 'loggedOut' });
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-out');
    store.setState({ status: 'loggedIn' });
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-in');
    store.setState({ status: 'loggedOut' });
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-out');
    stop();
    // Stopped: it notes nothing more.
    store.setState({ status: 'loggedIn' });
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-out');

    const signedIn = createStore<{ status: string }>()(() => ({ status: 'loggedIn' }));
    keepPanelView({ session: { store: signedIn } } as unknown as Services, document, localStorage)();
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-in');
  });
});
