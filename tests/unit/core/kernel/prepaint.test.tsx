// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_WAIT_MS,
  firstScreenReady,
  giveWayToLive,
  holdShell,
  noteEarlyPresses,
  PREPAINT_GIVEN_WAY,
  SHELL_HOLD_MS,
  QUIET_MS,
} from '../../../../src/core/kernel/shellDrawing.ts';
import {
  controlKey,
  dismissPrepaint,
  PREPAINT_HIDDEN,
  PREPAINT_ID,
  PREPAINT_PRESSED,
  readPrepaint,
  recordPress,
  REPLAY,
  replayPresses,
  restoreCaret,
} from '../../../../src/core/kernel/prepaint.ts';
import { pageWithDrawing, pageWithShell } from '../../support/drawnPage.ts';
import {
  logoUrl,
  outlinesOf,
  renderSignIn,
  signInServices,
  SignInScreen,
} from '../../../../scripts/vite/renderSignIn.tsx';
import { compactMarkup } from '../../../../src/entries/web/prepaint/markup.ts';
import { drawArtwork } from '../../../../src/entries/web/prepaint/prepaint.ts';
import { showStartupFailure } from '../../../../src/app/startupFailure.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A page as the web build serves it after the drawing: the drawn sign-in screen, then the console's hidden element. */
async function drawnPage(): Promise<HTMLElement> {
  const holder = document.createElement('template');
  holder.innerHTML = compactMarkup(await renderSignIn('en', 'light'), { outlinesOf, logoUrl });
  drawArtwork(holder.content);
  return pageWithDrawing(holder.content);
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

let root: Root | null = null;
beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('the drawn sign-in form, read and put away', () => {
  it('no drawing: nothing to take over (also with no page at all, as at build time)', () => {
    expect(readPrepaint(document)).toBeNull();
    expect(readPrepaint(undefined)).toBeNull();
    expect(() => dismissPrepaint(document)).not.toThrow();
  });

  it('reads every field by id, the checkboxes, and the focused field with its caret and selection', async () => {
    await drawnPage();
    input('login-userName').value = '13800000000';
    input('login-password').value = 'abcdef';
    input('login-remember').checked = false;
    input('login-password').focus();
    input('login-password').setSelectionRange(1, 4, 'backward');
    expect(readPrepaint(document)).toEqual({
      values: { 'login-userName': '13800000000', 'login-password': 'abcdef', 'login-captcha': '' },
      checked: { 'login-remember': false },
      focus: { id: 'login-password', start: 1, end: 4, direction: 'backward' },
      pressed: [],
      submitted: false,
    });
  });

  it('the marked buttons pressed on the drawing are pressed again on the live form: toggles an odd number of times, choices once', async () => {
    await drawnPage();
    const drawing = document.getElementById(PREPAINT_ID)!;
    const theme = [...drawing.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.includes('theme'))!;
    const captcha = [...drawing.querySelectorAll('button')].find(
      (b) => /captcha|code/i.test(controlKey(b)) && !b.hasAttribute(REPLAY),
    );
    recordPress(drawing, theme);
    recordPress(drawing, document.getElementById('login-tab-sms')!);
    expect(captcha).toBeDefined();
    recordPress(drawing, captcha!);
    recordPress(drawing, drawing.querySelector('button[type="submit"]')!);
    // Only the marked ones are recorded: not the captcha, not the submit.
    expect(readPrepaint(document)!.pressed).toEqual([theme.getAttribute('aria-label'), 'login-tab-sms']);
    // A list the page could not have written reads as nothing pressed.
    drawing.setAttribute(PREPAINT_PRESSED, '{"not":"a list"}');
    expect(readPrepaint(document)!.pressed).toEqual([]);
    drawing.setAttribute(PREPAINT_PRESSED, '[1, "login-tab-sms"');
    expect(readPrepaint(document)!.pressed).toEqual([]);

    const live = document.createElement('div');
    const clicked: string[] = [];
    const controls: [string, string, string, string | null, string][] = [
      // id, label, text, replay mark, type
      ['', 'Switch to the dark theme', '', 'toggle', 'button'],
      ['', 'Switch language: 简体中文', '', 'toggle', 'button'],
      ['login-tab-sms', '', 'SMS', 'choice', 'button'],
      ['', '', 'Show password', null, 'button'],
      ['', '', 'Sign in', 'toggle', 'submit'],
    ];
    for (const [id, label, text, mark, type] of controls) {
      const button = document.createElement('button');
      button.type = type as 'button' | 'submit';
      if (id) button.id = id;
      if (label) button.setAttribute('aria-label', label);
      if (mark) button.setAttribute(REPLAY, mark);
      button.textContent = text;
      button.addEventListener('click', () => clicked.push(id || label || text));
      live.append(button);
    }
    replayPresses(
      [
        'login-tab-sms',
        'Switch to the dark theme',
        'Switch language: 简体中文',
        'login-tab-sms',
        'Switch language: 简体中文',
        'Show password',
        'Sign in',
        'gone',
      ],
      live,
    );
    // The theme once (pressed once), the language not at all (pressed twice), the tab once.
    expect(clicked).toEqual(['login-tab-sms', 'Switch to the dark theme']);
    expect(controlKey(live.children[0]!)).toBe('Switch to the dark theme');
  });

  it('a focused control without a caret keeps the focus only; focus outside the drawing is not taken', async () => {
    await drawnPage();
    const tab = document.getElementById('login-tab-sms') as HTMLButtonElement;
    tab.focus();
    expect(readPrepaint(document)!.focus).toEqual({ id: 'login-tab-sms', start: null, end: null, direction: null });
    const outside = document.createElement('input');
    outside.id = 'elsewhere';
    document.body.append(outside);
    outside.focus();
    expect(readPrepaint(document)!.focus).toBeNull();
  });

  it('dismissing removes the drawing and shows the console’s element again', async () => {
    const app = await drawnPage();
    dismissPrepaint(document);
    expect(drawn()).toBeNull();
    expect(app.hidden).toBe(false);
    expect(app.hasAttribute(PREPAINT_HIDDEN)).toBe(false);
  });

  it('restoreCaret puts focus and selection on the element with the same id; a missing one is ignored', () => {
    document.body.innerHTML = '<input id="x" value="hello world">';
    restoreCaret({ id: 'x', start: 2, end: 5, direction: 'forward' }, document);
    expect(document.activeElement?.id).toBe('x');
    expect([input('x').selectionStart, input('x').selectionEnd]).toEqual([2, 5]);
    expect(() => restoreCaret({ id: 'gone', start: 0, end: 0, direction: null }, document)).not.toThrow();
    expect(() => restoreCaret(null, document)).not.toThrow();
  });
});

describe('a console that cannot start does not hide behind the drawing', () => {
  it('the startup failure removes the drawn form and shows its message with a way to reload', async () => {
    const app = await drawnPage();
    showStartupFailure(app, 'en', new Error('texts did not load'));
    expect(drawn()).toBeNull();
    expect(app.hidden).toBe(false);
    expect(app.querySelector('[role="alert"]')?.textContent).toContain('texts did not load');
  });

  it('in a language the console does not speak, the message is in the default language, zh-cn (SPEC 9)', async () => {
    const app = await drawnPage();
    showStartupFailure(app, 'fr', new Error('gone'));
    expect(app.querySelector('[role="alert"]')?.textContent).toContain('控制台的部分内容未能加载');
  });
});

describe('the sign-in screen takes over the drawn form when it mounts', () => {
  it('what was typed, ticked and where the caret was move to the live form; the drawing goes', async () => {
    const app = await drawnPage();
    input('login-userName').value = '13800000000';
    input('login-password').value = 'typed-early';
    input('login-captcha').value = 'ab';
    input('login-remember').checked = false;
    input('login-password').focus();
    input('login-password').setSelectionRange(3, 3);

    const pending = new Proxy({}, { get: () => () => new Promise(() => undefined) });
    const services = await signInServices('en', 'light', pending);
    await act(async () => {
      root = createRoot(app);
      root.render(<SignInScreen services={services} />);
    });

    expect(drawn()).toBeNull();
    expect(app.hidden).toBe(false);
    // The live inputs are the console's: inside its element.
    expect(app.contains(input('login-userName'))).toBe(true);
    expect(input('login-userName').value).toBe('13800000000');
    expect(input('login-password').value).toBe('typed-early');
    expect(input('login-captcha').value).toBe('ab');
    expect(input('login-remember').checked).toBe(false);
    expect(document.activeElement).toBe(input('login-password'));
    expect([input('login-password').selectionStart, input('login-password').selectionEnd]).toEqual([3, 3]);
  });

  it('without a drawing the screen starts empty, "remember me" ticked', async () => {
    const app = document.createElement('div');
    document.body.replaceChildren(app);
    const pending = new Proxy({}, { get: () => () => new Promise(() => undefined) });
    const services = await signInServices('en', 'light', pending);
    await act(async () => {
      root = createRoot(app);
      root.render(<SignInScreen services={services} />);
    });
    expect(input('login-userName').value).toBe('');
    expect(input('login-password').value).toBe('');
    expect(input('login-remember').checked).toBe(true);
  });
});

/** The drawing on the page, or null once it has given way. */
const drawn = () => document.getElementById(PREPAINT_ID);

describe('a drawn shell gives way to the live console once its icon font is there', () => {
  /** A page with a drawn shell over the hidden live console, whose fonts are the given faces. */
  function shellPage(faces: Partial<FontFace>[]): Document {
    pageWithShell();
    Object.defineProperty(document, 'fonts', { value: faces, configurable: true });
    return document;
  }
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
    vi.useRealTimers();
  });
  function face(status: FontFaceLoadStatus) {
    let loadedNow: () => void = () => undefined;
    const loaded = new Promise<FontFace>((done) => (loadedNow = () => done({} as FontFace)));
    const load = vi.fn(() => loaded);
    return { face: { status, loaded, load } as Partial<FontFace>, loadedNow, load };
  }

  it('a face not yet asked for is loaded, and one already loading is waited for, not skipped', async () => {
    vi.useFakeTimers();
    const unasked = face('unloaded');
    const loading = face('loading');
    const doc = shellPage([unasked.face, loading.face, { status: 'loaded' }]);
    giveWayToLive(doc);
    expect(unasked.load).toHaveBeenCalledOnce();
    expect(loading.load).not.toHaveBeenCalled();
    unasked.loadedNow();
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS / 2);
    // The icon font still loading: the drawing stays, the live console unseen.
    expect(drawn()).not.toBeNull();
    loading.loadedNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn()).toBeNull();
    expect(document.getElementById('app')!.hidden).toBe(false);
  });

  it('a font that never comes holds the drawing no longer than FONT_WAIT_MS', async () => {
    vi.useFakeTimers();
    const doc = shellPage([face('loading').face]);
    giveWayToLive(doc);
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 1);
    expect(drawn()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn()).toBeNull();
  });
});

describe('a drawn shell waits for the live screen to hold what it holds, with nothing still being read', () => {
  afterEach(() => vi.useRealTimers());

  it('a part still loading (aria-busy) holds the drawing; once read and quiet for QUIET_MS it gives way', async () => {
    vi.useFakeTimers();
    const live = pageWithShell(['figures', 'dashboard-trends']);
    live.innerHTML =
      '<section data-part="figures"></section><section data-part="dashboard-trends"><div aria-busy="true">Loading</div></section>';
    firstScreenReady();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(drawn()).not.toBeNull();
    live.querySelector('[aria-busy]')!.replaceWith(document.createElement('svg'));
    await vi.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(drawn()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    // giveWayToLive: no fonts on this page, so at once.
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn()).toBeNull();
  });

  it('a part the drawing holds and the live screen lacks holds the drawing', async () => {
    vi.useFakeTimers();
    const live = pageWithShell(['figures', 'watching']);
    live.innerHTML = '<section data-part="figures"></section>';
    firstScreenReady();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 4);
    expect(drawn()).not.toBeNull();
    live.insertAdjacentHTML('beforeend', '<section data-part="watching"></section>');
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(drawn()).toBeNull();
  });
});

describe('a drawn shell is held in front of the live console, never in a person’s way', () => {
  // Stopped after each test, passed or not: a hold left listening would act on the next test's page.
  const holds: (() => void)[] = [];
  const hold = () => {
    const stop = holdShell();
    holds.push(stop);
    return stop;
  };
  afterEach(() => {
    holds.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
  });

  it('gives way after SHELL_HOLD_MS when the live screen never says it is ready, not before', async () => {
    vi.useFakeTimers();
    pageWithShell();
    hold();
    await vi.advanceTimersByTimeAsync(SHELL_HOLD_MS - 1);
    expect(drawn()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(drawn()).toBeNull();
    expect(document.getElementById('app')!.hidden).toBe(false);
  });

  for (const [type, make] of [
    ['pointerdown', () => new Event('pointerdown', { bubbles: true })],
    ['keydown', () => new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })],
    ['wheel', () => new Event('wheel', { bubbles: true })],
    ['touchstart', () => new Event('touchstart', { bubbles: true })],
  ] as const) {
    it(`a ${type} on the page gives way at once`, () => {
      vi.useFakeTimers();
      pageWithShell();
      hold();
      drawn()!.dispatchEvent(make());
      expect(drawn()).toBeNull();
    });
  }

  it('a scroll on the drawing before the live console holds it: the console gives way at once when it comes', () => {
    pageWithShell();
    noteEarlyPresses(drawn()!);
    drawn()!.dispatchEvent(new Event('wheel', { bubbles: true }));
    // Nothing to give way to yet: the picture stays until the live console is there.
    expect(drawn()).not.toBeNull();
    expect(drawn()!.hasAttribute(PREPAINT_GIVEN_WAY)).toBe(true);
    hold();
    expect(drawn()).toBeNull();
    expect(document.getElementById('app')!.hidden).toBe(false);
  });

  it('with nothing pressed before it, the live console holds the drawing as usual', async () => {
    vi.useFakeTimers();
    pageWithShell();
    noteEarlyPresses(drawn()!);
    hold();
    expect(drawn()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(SHELL_HOLD_MS);
    expect(drawn()).toBeNull();
  });

  it('once stopped (the console went elsewhere), neither the time nor a press touches the page', async () => {
    vi.useFakeTimers();
    pageWithShell();
    hold()();
    drawn()!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(SHELL_HOLD_MS * 2);
    expect(drawn()).not.toBeNull();
  });
});
