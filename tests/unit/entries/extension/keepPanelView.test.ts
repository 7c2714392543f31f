// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStore } from 'zustand/vanilla';
import { keepPanelView, leaveOutBelow, usedRules } from '../../../../src/entries/extension/keepPanelView.ts';
import {
  loadPanelView,
  PANEL_SESSION_KEY,
  PANEL_VIEW_KEY,
  writePanelView,
} from '../../../../src/platform/extension/panelView.ts';
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

    // A sign-out takes the kept shell away at once (the sign-in screen kept beside it stays); a
    // session that was already signed out takes nothing.
    const shell = {
      markup: '<main>19</main>',
      root: { lang: 'en', className: '', style: '' },
      sheets: [],
      path: '/dashboard',
      origin: 'https://api.example.com',
      mark: 'iv',
      at: 1,
    };
    const signIn = {
      markup: '<form></form>',
      root: { lang: 'en', className: '', style: '' },
      sheets: [],
      path: '/login',
    };
    store.setState({ status: 'loggedOut' });
    const again = keepPanelView({ session: { store } } as unknown as Services, document, localStorage);
    localStorage.setItem(PANEL_VIEW_KEY, writePanelView({ signedIn: shell, signedOut: signIn }));
    store.setState({ status: 'loggedOut' });
    expect(loadPanelView(localStorage).signedIn).not.toBeNull();
    store.setState({ status: 'unknown' });
    store.setState({ status: 'loggedIn' });
    expect(loadPanelView(localStorage).signedIn).not.toBeNull();
    store.setState({ status: 'loggedOut' });
    expect(loadPanelView(localStorage)).toEqual({ signedIn: null, signedOut: signIn });
    again();

    const signedIn = createStore<{ status: string }>()(() => ({ status: 'loggedIn' }));
    keepPanelView({ session: { store: signedIn } } as unknown as Services, document, localStorage)();
    expect(localStorage.getItem(PANEL_SESSION_KEY)).toBe('signed-in');
  });
});

describe('issue 52: a kept shell leaves out what lies below the fold', () => {
  /** A live page whose elements' boxes the test gives (jsdom lays nothing out). */
  function page(boxes: Record<string, { top: number; height: number; position?: string }>): HTMLElement {
    document.body.innerHTML =
      '<div id="app"><header id="bar">bar</header><main id="main"><section id="figures">19</section>' +
      '<section id="trends"><canvas id="chart"></canvas></section><div id="wrap" style="display:contents">' +
      '<p id="late">late</p><p id="early">early</p></div><nav id="dock">dock</nav><aside id="note">note</aside></main></div>';
    for (const [id, box] of Object.entries(boxes)) {
      const element = document.getElementById(id)!;
      element.getBoundingClientRect = () => ({ top: box.top, height: box.height, width: 360 }) as DOMRect;
      if (box.position) element.style.position = box.position;
    }
    return document.getElementById('app')!;
  }

  it('takes out each element wholly below the fold with what it holds; keeps what starts above it', () => {
    const live = page({
      bar: { top: 0, height: 48 },
      main: { top: 48, height: 1400 },
      figures: { top: 60, height: 700 },
      trends: { top: 800, height: 600 },
      late: { top: 1300, height: 20 },
      early: { top: 790, height: 20 },
      dock: { top: 1350, height: 40, position: 'fixed' },
      note: { top: 1200, height: 40, position: 'sticky' },
    });
    const copy = live.cloneNode(true) as HTMLElement;
    leaveOutBelow(live, copy, 800);
    const ids = [...copy.querySelectorAll('[id]')].map((element) => element.id);
    // Starting at the fold is below it; an element with no box of its own is looked into; fixed and sticky stay.
    expect(ids).toEqual(['bar', 'main', 'figures', 'wrap', 'early', 'dock', 'note']);
    // The live page is untouched.
    expect(live.querySelector('#trends #chart')).not.toBeNull();
  });

  it('a copy that no longer matches the live page (or no height known) is left whole', () => {
    const live = page({ trends: { top: 900, height: 100 } });
    const copy = live.cloneNode(true) as HTMLElement;
    // In the live page's place: an element of another kind whose second child stands where the
    // live trends (below the fold) stand.
    const other = document.createElement('article');
    other.innerHTML = '<p>first</p><p>second</p>';
    copy.querySelector('#main')!.replaceWith(other);
    leaveOutBelow(live, copy, 800);
    expect(copy.querySelectorAll('article > p')).toHaveLength(2);
    const whole = live.cloneNode(true) as HTMLElement;
    leaveOutBelow(live, whole, 0);
    expect(whole.querySelector('#trends')).not.toBeNull();
  });
});

/** Longhands of a shorthand, as far as the rule below needs them (`border` → `border-left-width`, not `border-radius`). */
const LONGHANDS: Record<string, RegExp> = {
  border: /^border-(?:top|right|bottom|left|width|style|color)(?:-|$)/,
  'border-top': /^border-top-/,
  'border-right': /^border-right-/,
  'border-bottom': /^border-bottom-/,
  'border-left': /^border-left-/,
  outline: /^outline-(?:width|style|color)$/,
  margin: /^margin-/,
  padding: /^padding-/,
  background: /^background-/,
  font: /^font-/,
  inset: /^(?:top|right|bottom|left)$/,
  flex: /^flex-(?:grow|shrink|basis)$/,
  gap: /^(?:row|column)-gap$/,
  transition: /^transition-/,
  animation: /^animation-/,
};

/** Rules of a stylesheet's text (no nesting: the console's styles are plain CSS) with a shorthand written with `var()` and a longhand of it after it. */
function varShorthandsOverridden(css: string): string[] {
  const found: string[] = [];
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const declarations = body!
      .split(';')
      .map((text) => text.split(':'))
      .filter((parts) => parts.length >= 2)
      .map(([name, ...value]) => [name!.trim(), value.join(':')] as const);
    declarations.forEach(([name, value], index) => {
      const longhand = LONGHANDS[name];
      if (!longhand || !value.includes('var(')) return;
      const later = declarations.slice(index + 1).find(([other]) => longhand.test(other));
      if (later) found.push(`${selector!.trim()}: ${name} then ${later[0]}`);
    });
  }
  return found;
}

describe('issue 52: every rule of the console’s styles comes out of the browser whole, as a kept drawing copies it', () => {
  it('finds a shorthand written with var() and a longhand of it after it in one rule', () => {
    expect(
      varShorthandsOverridden(
        '.a { border: 1px solid var(--x); border-left-width: 4px; } .b { border: 1px solid var(--x); border-radius: 4px; }' +
          ' .c { border-width: 1px; border: 1px solid red; border-left-width: 4px } .d { padding: var(--s); padding-top: 0 }',
      ),
    ).toEqual(['.a: border then border-left-width', '.d: padding then padding-top']);
  });

  it('the console’s own styles have none (the browser would give the drawing empty longhands: the dashboard’s cards lost their edge)', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      varShorthandsOverridden(readFileSync(join('src', file), 'utf8')).map((rule) => `${file} ${rule}`),
    );
    expect(found).toEqual([]);
  });
});
