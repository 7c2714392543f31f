// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chooseDrawing,
  likelyDrawing,
  cleanDrawing,
  EMPTY_VIEW,
  heldSession,
  lastSeenSignedOut,
  loadPanelView,
  noteSession,
  PANEL_SESSION_KEY,
  MAX_DRAWING_CHARS,
  PANEL_VIEW_KEY,
  readPanelView,
  savePanelView,
  writePanelView,
  type Drawing,
  type PanelView,
  type SignedInDrawing,
} from '../../../../src/platform/extension/panelView.ts';

const OWN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const sealed = (iv: string, origin = 'https://api.example.com') => ({ v: 1, origin, iv, data: 'Y2lwaGVy' });

const drawing = (path: string, markup = '<main>drawn</main>'): Drawing => ({
  markup,
  root: { lang: 'en', className: 'size-default', style: '--console-primary: #4080FF' },
  sheets: [{ link: '/assets/ConsoleShell-1.css' }, { css: '.p-button{color:red}' }],
  path,
});
const shell = (iv: string, origin = 'https://api.example.com'): SignedInDrawing => ({
  ...drawing('/dashboard', '<main>Pending withdrawals 19</main>'),
  origin,
  mark: iv,
  at: 1_764_000_000_000,
});
const VIEW: PanelView = { signedOut: drawing('/login', '<form>sign in</form>'), signedIn: shell('iv-1') };

describe('the side panel draws its last view only for the session it was kept for', () => {
  it('the signed-in shell for the very sealed token it was drawn under, from either storage area', () => {
    expect(chooseDrawing(VIEW, { durable: sealed('iv-1'), session: undefined }, '')).toEqual({
      kind: 'shell',
      drawing: VIEW.signedIn,
    });
    expect(chooseDrawing(VIEW, { durable: undefined, session: sealed('iv-1') }, '/')?.kind).toBe('shell');
    expect(chooseDrawing(VIEW, { durable: undefined, session: sealed('iv-1') }, '/dashboard')?.kind).toBe('shell');
  });

  it('another sign-in (a new token), another API host, or another first screen: nothing', () => {
    expect(chooseDrawing(VIEW, { durable: sealed('iv-2'), session: undefined }, '')).toBeNull();
    expect(
      chooseDrawing(VIEW, { durable: sealed('iv-1', 'https://other.example.com'), session: undefined }, ''),
    ).toBeNull();
    expect(chooseDrawing(VIEW, { durable: sealed('iv-1'), session: undefined }, '/business/user')).toBeNull();
    // A session held but no shell kept: never the sign-in form (the live console shows the dashboard).
    expect(chooseDrawing({ ...VIEW, signedIn: null }, { durable: sealed('iv-9'), session: undefined }, '')).toBeNull();
  });

  it('signed out (no token anywhere): the sign-in screen, never the shell of the last account', () => {
    expect(chooseDrawing(VIEW, { durable: undefined, session: undefined }, '')).toEqual({
      kind: 'sign-in',
      drawing: VIEW.signedOut,
    });
    expect(chooseDrawing(VIEW, { durable: undefined, session: undefined }, '/login')?.kind).toBe('sign-in');
    expect(chooseDrawing(VIEW, { durable: undefined, session: undefined }, '/password')).toBeNull();
  });

  it('the likely drawing, prepared while the session is read: the kept shell, else the sign-in screen', () => {
    expect(likelyDrawing(VIEW, '')).toEqual({ kind: 'shell', drawing: VIEW.signedIn });
    expect(likelyDrawing(VIEW, '/dashboard')?.kind).toBe('shell');
    expect(likelyDrawing({ ...VIEW, signedIn: null }, '/')).toEqual({ kind: 'sign-in', drawing: VIEW.signedOut });
    expect(likelyDrawing({ ...VIEW, signedIn: null }, '/login')?.kind).toBe('sign-in');
    expect(likelyDrawing(VIEW, '/business/user')).toBeNull();
    expect(likelyDrawing({ signedIn: null, signedOut: null }, '')).toBeNull();
    // Whatever the session turns out to be, a drawing chosen for a kept shell's opening is the one prepared.
    for (const durable of [sealed('iv-1'), sealed('iv-2'), undefined, 'local'])
      for (const path of ['', '/', '/dashboard', '/login']) {
        const choice = chooseDrawing(VIEW, { durable, session: undefined }, path);
        // The very object: the panel shows what it prepared only when it is the one chosen (`!==`).
        if (choice?.kind === 'shell') expect(likelyDrawing(VIEW, path)?.drawing).toBe(choice.drawing);
        const out = { ...VIEW, signedIn: null };
        const signedOut = chooseDrawing(out, { durable, session: undefined }, path);
        if (signedOut) expect(likelyDrawing(out, path)?.drawing).toBe(signedOut.drawing);
      }
  });

  it('a token that is there but unreadable counts as held: neither drawing', () => {
    // readStoredTokens answers the area's name when the browser refuses it.
    expect(chooseDrawing(VIEW, { durable: 'local', session: undefined }, '')).toBeNull();
    expect(chooseDrawing(VIEW, { durable: { v: 1, origin: 'x' }, session: undefined }, '')).toBeNull();
  });

  it('the held session is the session area’s token first (the one the worker answers with)', () => {
    expect(heldSession(sealed('a'), sealed('b'))).toEqual({ origin: 'https://api.example.com', mark: 'b' });
    expect(heldSession(sealed('a'), undefined)).toEqual({ origin: 'https://api.example.com', mark: 'a' });
    expect(heldSession(null, null)).toBeNull();
  });
});

describe('the kept view is read untrusted', () => {
  it('round-trips', () => {
    expect(readPanelView(writePanelView(VIEW))).toEqual(VIEW);
  });

  it('damaged, foreign or oversized entries draw nothing', () => {
    expect(readPanelView(null)).toEqual(EMPTY_VIEW);
    expect(readPanelView('{not json')).toEqual(EMPTY_VIEW);
    expect(readPanelView(JSON.stringify({ ...VIEW, v: 2 }))).toEqual(EMPTY_VIEW);
    expect(readPanelView(JSON.stringify({ v: 1, signedIn: { ...shell('m'), mark: '' } })).signedIn).toBeNull();
    expect(readPanelView(JSON.stringify({ v: 1, signedIn: { ...shell('m'), at: 'now' } })).signedIn).toBeNull();
    expect(readPanelView(JSON.stringify({ v: 1, signedOut: { ...drawing('login') } })).signedOut).toBeNull();
    expect(
      readPanelView(JSON.stringify({ v: 1, signedOut: { ...drawing('/login'), sheets: [{ link: 1 }] } })).signedOut,
    ).toBeNull();
    expect(
      readPanelView(
        JSON.stringify({ v: 1, signedOut: { ...drawing('/login'), sheets: [{ link: '/a.css', css: 'x' }] } }),
      ).signedOut,
    ).toBeNull();
    const huge = drawing('/login', 'x'.repeat(MAX_DRAWING_CHARS + 1));
    expect(readPanelView(JSON.stringify({ v: 1, signedOut: huge })).signedOut).toBeNull();
  });

  it('whatever is stored, reading never throws and answers drawings that pass the checks', () => {
    let drawn = 0;
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), fc.jsonValue(), (raw, value) => {
        for (const text of [raw, JSON.stringify({ v: 1, signedIn: value, signedOut: value })]) {
          const view = readPanelView(text);
          for (const d of [view.signedIn, view.signedOut]) {
            if (!d) continue;
            drawn++;
            expect(typeof d.markup).toBe('string');
            expect(d.path.startsWith('/')).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
    // Generated values almost never pass: the checks are exercised, not the happy path.
    expect(drawn).toBeLessThan(50);
  });

  it('storage refused: nothing kept, nothing thrown', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(loadPanelView(refusing)).toEqual(EMPTY_VIEW);
    expect(() => savePanelView(refusing, VIEW)).not.toThrow();
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    };
    savePanelView(storage, VIEW);
    expect(loadPanelView(storage)).toEqual(VIEW);
    savePanelView(storage, EMPTY_VIEW);
    expect(kept.has(PANEL_VIEW_KEY)).toBe(false);
  });
});

describe('a drawing is cleaned before it is kept and before it is drawn', () => {
  const clean = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    cleanDrawing(template.content, OWN);
    const box = document.createElement('div');
    box.append(template.content);
    return box;
  };

  it('no script, frame, handler, foreign address or typed value survives', () => {
    const box = clean(
      `<div onclick="steal()"><script>steal()</script><iframe src="https://evil.example"></iframe>` +
        `<img src="https://evil.example/p.png" onerror="steal()"><a href="javascript:steal()">a</a><a href="https://evil.example/x">b</a>` +
        `<a href="#/business/user">c</a><form action="https://evil.example"><input id="login-password" value="hunter2">` +
        `<textarea>typed</textarea><button formaction="https://evil.example">go</button></form>` +
        `<svg><use href="https://evil.example/s.svg#i"></use></svg><img src="blob:${OWN}/1"><object data="x"></object></div>`,
    );
    const html = box.innerHTML;
    expect(html).not.toMatch(/script|iframe|object|onclick|onerror|javascript:|evil\.example|hunter2|typed|blob:/);
    expect(box.querySelector('a[href="#/business/user"]')).not.toBeNull();
    expect(box.querySelector('#login-password')).not.toBeNull();
    // A picture that cannot be kept keeps its place.
    expect([...box.querySelectorAll('img')].every((img) => img.style.visibility === 'hidden')).toBe(true);
  });

  it('the extension’s own files and pictures drawn from data stay', () => {
    const box = clean(
      `<img src="/assets/logo.svg"><img src="data:image/svg+xml;base64,PHN2Zz4="><a href="${OWN}/options.html">o</a>`,
    );
    expect(box.querySelectorAll('img[src]')).toHaveLength(2);
    expect(box.querySelector('a[href]')).not.toBeNull();
  });

  it('the sign-in form keeps its ids: the live form takes over what was typed by them', () => {
    expect(clean('<input id="login-userName">').querySelector('#login-userName')).not.toBeNull();
  });
});

describe('issue 52: what the panel last knew of the session, kept beside the drawings', () => {
  const memory = () => {
    const kept = new Map<string, string>();
    return {
      kept,
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
  };

  it('signed out only once the panel has noted it so; a sign-in after it undoes it', () => {
    const storage = memory();
    expect(lastSeenSignedOut(storage)).toBe(false);
    noteSession(storage, false);
    expect(lastSeenSignedOut(storage)).toBe(true);
    expect(storage.kept.get(PANEL_SESSION_KEY)).toBe('signed-out');
    noteSession(storage, true);
    expect(lastSeenSignedOut(storage)).toBe(false);
    expect(storage.kept.get(PANEL_SESSION_KEY)).toBe('signed-in');
  });

  it('anything else stored, or storage refused: not known as signed out (the drawing waits for the session)', () => {
    for (const value of ['', 'signed-out ', 'SIGNED-OUT', '{"signedOut":true}', 'true']) {
      const storage = memory();
      storage.kept.set(PANEL_SESSION_KEY, value);
      expect(lastSeenSignedOut(storage)).toBe(false);
    }
    const refused = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(lastSeenSignedOut(refused)).toBe(false);
    expect(() => noteSession(refused, false)).not.toThrow();
  });

  it('writes only a change (the panel notes the session at every state it sees)', () => {
    const storage = memory();
    let writes = 0;
    const counted = { getItem: storage.getItem, setItem: (k: string, v: string) => (writes++, storage.setItem(k, v)) };
    noteSession(counted, false);
    noteSession(counted, false);
    noteSession(counted, true);
    expect(writes).toBe(2);
  });
});
