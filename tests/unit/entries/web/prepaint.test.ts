// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logoUrl, outlinesOf, renderSignIn } from '../../../../scripts/vite/renderSignIn.tsx';
import { compactMarkup, LOGO_MARK } from '../../../../src/entries/web/prepaint/markup.ts';
import {
  drawArtwork,
  prepaintSignIn,
  type PrepaintEnvironment,
} from '../../../../src/entries/web/prepaint/prepaint.ts';
import { templateId } from '../../../../src/entries/web/prepaint/templateId.ts';
import { PREPAINT_HIDDEN, PREPAINT_ID, PREPAINT_PRESSED, readPrepaint } from '../../../../src/core/kernel/prepaint.ts';
import { LANGUAGES, TOKEN_KEY, type Language } from '../../../../src/contract/constants.ts';

/** The build's markup, as the plugin writes it into the page: every language and theme. */
const RENDERED = new Map<string, string>();
const TEMPLATES = new Map<string, string>();

beforeAll(async () => {
  for (const language of LANGUAGES)
    for (const dark of [false, true]) {
      const html = await renderSignIn(language, dark ? 'dark' : 'light');
      RENDERED.set(templateId(language, dark), html);
      TEMPLATES.set(templateId(language, dark), compactMarkup(html, { outlinesOf, logoUrl }));
    }
});

function page(hash = '#/login'): void {
  document.documentElement.className = '';
  document.documentElement.lang = 'zh-cn';
  document.body.innerHTML =
    [...TEMPLATES].map(([id, html]) => `<template id="${id}">${html}</template>`).join('') + '<div id="app"></div>';
  history.replaceState(null, '', `/${hash}`);
}

function env(patch: Partial<PrepaintEnvironment> = {}): PrepaintEnvironment {
  return {
    doc: document,
    local: localStorage,
    session: sessionStorage,
    languages: ['en-US'],
    systemDark: false,
    ...patch,
  };
}

const drawn = () => document.getElementById(PREPAINT_ID);
const heading = () => drawn()?.querySelector('h1')?.textContent;
const themeButton = () => drawn()?.querySelector('.login-page__tools button')?.getAttribute('aria-label');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  page();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the web page draws the sign-in form before the console’s code has run', () => {
  it('draws the sign-in screen of the browser’s language (SPEC 3) and hides the console’s element meanwhile', () => {
    expect(prepaintSignIn(env())).toBe(true);
    expect(heading()).toBe('Sign in');
    expect(drawn()!.querySelector('#login-userName')).not.toBeNull();
    expect(drawn()!.nextElementSibling?.id).toBe('app');
    expect(document.getElementById('app')!.hidden).toBe(true);
    expect(document.getElementById('app')!.hasAttribute(PREPAINT_HIDDEN)).toBe(true);
    expect(document.documentElement.lang).toBe('en');
  });

  it.each([
    [['en-GB', 'zh-CN'], 'Sign in'],
    [['fr-FR', 'zh-TW'], '欢迎登录'],
    [[], '欢迎登录'],
  ] as const)('SPEC 3 initial language from the browser %j: %s', (languages, expected) => {
    prepaintSignIn(env({ languages }));
    expect(heading()).toBe(expected);
  });

  it('the stored language wins over the browser’s, and the stored theme picks the dark drawing', () => {
    localStorage.setItem('app-state', JSON.stringify({ language: 'zh-cn' }));
    localStorage.setItem('app-settings', JSON.stringify({ theme: 'dark', themeColor: '#13c2c2' }));
    prepaintSignIn(env());
    expect(heading()).toBe('欢迎登录');
    expect(themeButton()).toBe('切换到明亮主题');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.lang).toBe('zh-cn');
    expect(document.documentElement.style.getPropertyValue('--console-primary')).toBe('#13C2C2');
  });

  it('theme "auto" follows the system', () => {
    localStorage.setItem('app-settings', JSON.stringify({ theme: 'auto' }));
    prepaintSignIn(env({ systemDark: true }));
    expect(themeButton()).toBe('Switch to the light theme');
    page();
    prepaintSignIn(env({ systemDark: false }));
    expect(themeButton()).toBe('Switch to the dark theme');
  });

  it('corrupt stored settings read as the defaults: the form is still drawn', () => {
    localStorage.setItem('app-settings', '{not json');
    localStorage.setItem('app-state', JSON.stringify({ language: 'klingon', size: 42 }));
    expect(prepaintSignIn(env())).toBe(true);
    expect(heading()).toBe('Sign in');
    expect(themeButton()).toBe('Switch to the dark theme');
  });

  it.each([
    ['localStorage', () => localStorage],
    ['sessionStorage', () => sessionStorage],
  ] as const)('SPEC 4 admin-token in %s: someone is signed in, nothing is drawn', (_, area) => {
    area().setItem(TOKEN_KEY, 'a-token');
    expect(prepaintSignIn(env())).toBe(false);
    expect(drawn()).toBeNull();
    expect(document.getElementById('app')!.hidden).toBe(false);
  });

  it('a blank stored token is no session (as the token store reads it): the form is drawn', () => {
    localStorage.setItem(TOKEN_KEY, '   ');
    expect(prepaintSignIn(env())).toBe(true);
  });

  it.each(['#/login', '', '#/', '#/business/user', '#/lookup?q=13800000000'])(
    'signed out at %j: the console will show the sign-in screen, so it is drawn',
    (hash) => {
      page(hash);
      expect(prepaintSignIn(env())).toBe(true);
    },
  );

  it('the password-reset screen is the other public screen: nothing is drawn there', () => {
    page('#/password');
    expect(prepaintSignIn(env())).toBe(false);
    expect(drawn()).toBeNull();
  });

  it('without templates (a development page) nothing is drawn and nothing is hidden', () => {
    document.body.innerHTML = '<div id="app"></div>';
    expect(prepaintSignIn(env())).toBe(false);
    expect(document.getElementById('app')!.hidden).toBe(false);
  });

  it('draws once', () => {
    prepaintSignIn(env());
    expect(prepaintSignIn(env())).toBe(false);
    expect(document.querySelectorAll(`#${PREPAINT_ID}`)).toHaveLength(1);
  });

  it('records the marked buttons pressed on the drawing, in order, for the live form to press again; not the submit', () => {
    prepaintSignIn(env());
    const button = (name: string) =>
      [...drawn()!.querySelectorAll('button')].find(
        (b) => b.getAttribute('aria-label') === name || b.textContent === name,
      )!;
    button('Switch to the dark theme')
      .querySelector('svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    button('Sign in').click();
    button('Switch language: 简体中文').click();
    expect(JSON.parse(drawn()!.getAttribute(PREPAINT_PRESSED)!)).toEqual([
      'Switch to the dark theme',
      'Switch language: 简体中文',
    ]);
  });

  it('a press is recorded before anything inside the drawing sees it, so nothing there can lose it', () => {
    prepaintSignIn(env());
    drawn()!
      .querySelector('.login-page__tools')!
      .addEventListener('click', (event) => event.stopPropagation());
    drawn()!.querySelector<HTMLButtonElement>('.login-page__tools button')!.click();
    expect(JSON.parse(drawn()!.getAttribute(PREPAINT_PRESSED)!)).toEqual(['Switch to the dark theme']);
  });

  it('a click beside the buttons records nothing and breaks nothing', () => {
    prepaintSignIn(env());
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    drawn()!.querySelector('h1')!.click();
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    expect(drawn()!.hasAttribute(PREPAINT_PRESSED)).toBe(false);
  });

  it('issue 52: Sign in pressed on the drawing is kept for the live form (recorded, not sent), and no button says it is unavailable', () => {
    prepaintSignIn(env());
    const buttons = [...drawn()!.querySelectorAll('button')];
    expect(buttons.filter((b) => b.hasAttribute('aria-disabled'))).toEqual([]);
    expect(readPrepaint(document)?.submitted).toBe(false);
    drawn()!
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(readPrepaint(document)?.submitted).toBe(true);
  });

  it('submitting the drawn form is stopped: a native submission would put the password in the address', () => {
    prepaintSignIn(env());
    const form = drawn()!.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('the submit guard runs before anything inside the drawn form, so nothing there can stop it', () => {
    prepaintSignIn(env());
    const form = drawn()!.querySelector('form')!;
    form.addEventListener('submit', (event) => event.stopPropagation());
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('the templates leave out the artwork the code carries, and the page draws it back exactly', () => {
  it.each(LANGUAGES.flatMap((language) => [false, true].map((dark) => [language, dark] as [Language, boolean])))(
    '%s, dark %s: compact markup plus drawArtwork is the rendered screen',
    (language, dark) => {
      const id = templateId(language, dark);
      const compact = TEMPLATES.get(id)!;
      expect(compact).not.toContain('data:image');
      expect(compact).not.toMatch(/\sd="[^"]/);
      expect(compact).toContain(LOGO_MARK);
      const restored = document.createElement('template');
      restored.innerHTML = compact;
      drawArtwork(restored.content);
      const original = document.createElement('template');
      original.innerHTML = RENDERED.get(id)!;
      const html = (t: HTMLTemplateElement) => [...t.content.childNodes].map((n) => (n as Element).outerHTML).join('');
      // The logo's attribute moves from its place to the end: compare the images apart.
      const logo = (t: HTMLTemplateElement) => t.content.querySelector('img')!;
      expect(logo(restored).getAttribute('src')).toBe(logoUrl);
      logo(restored).remove();
      logo(original).remove();
      expect(html(restored)).toBe(html(original));
      expect(restored.content.querySelectorAll('svg path').length).toBeGreaterThan(3);
    },
  );

  const artwork = {
    outlinesOf: (name: string) => (name === 'pi-eye' ? ['M1 1', 'M2 2'] : null),
    logoUrl: "data:image/svg+xml,%3csvg xmlns='x'/%3e",
  };

  it('an icon whose outlines the code does not carry fails the build', () => {
    expect(() => compactMarkup('<svg data-icon="pi-user"><path d="M1 1"></path></svg>', artwork)).toThrow(/pi-user/);
  });

  it('an icon drawn differently from the outlines the code carries fails the build', () => {
    expect(() =>
      compactMarkup('<svg data-icon="pi-eye"><path d="M1 1"></path><path d="M9 9"></path></svg>', artwork),
    ).toThrow(/pi-eye/);
    expect(() => compactMarkup('<svg data-icon="pi-eye"><path d="M1 1"></path></svg>', artwork)).toThrow(/pi-eye/);
  });

  it('artwork the page cannot draw back (an unnamed icon, another image) fails the build', () => {
    expect(() => compactMarkup('<svg viewBox="0 0 1 1"><path d="M1 1"></path></svg>', artwork)).toThrow(/<svg/);
    expect(() => compactMarkup('<img src="other.png" alt=""/>', artwork)).toThrow(/src/);
  });

  it('template ids name the language and theme, as the build writes them into the page', () => {
    expect(templateId('en', false)).toBe(`${PREPAINT_ID}-en-light`);
    expect(templateId('zh-cn', true)).toBe(`${PREPAINT_ID}-zh-cn-dark`);
  });

  it('an icon whose attributes follow its name is compacted too', () => {
    expect(
      compactMarkup(
        '<svg data-icon="pi-eye" class="a" aria-hidden="true"><path d="M1 1"></path><path d="M2 2"></path></svg>',
        artwork,
      ),
    ).toBe('<svg data-icon="pi-eye" class="a" aria-hidden="true"><path d=""></path><path d=""></path></svg>');
  });

  it('the logo is found by its address as React escapes it in an attribute (& " \' < >)', () => {
    const logoUrl = `data:image/svg+xml,<svg a="1" b='2'>&amp;</svg>`;
    const escaped = 'data:image/svg+xml,&lt;svg a=&quot;1&quot; b=&#x27;2&#x27;&gt;&amp;amp;&lt;/svg&gt;';
    expect(compactMarkup(`<img src="${escaped}" alt=""/>`, { ...artwork, logoUrl })).toBe(
      `<img ${LOGO_MARK}="" alt=""/>`,
    );
  });

  it('drawing back fills only empty outlines, and only those the code carries', () => {
    const box = document.createElement('div');
    box.innerHTML = '<svg data-icon="pi-eye"><path d="M9 9"></path><path d=""></path><path d=""></path></svg>';
    drawArtwork(box);
    const paths = [...box.querySelectorAll('path')].map((path) => path.getAttribute('d'));
    const eye = outlinesOf('pi-eye')!;
    expect(paths.slice(0, 2)).toEqual(['M9 9', eye[1]]);
    expect(paths[2]).toBe(eye[2] ?? '');
    const unknown = document.createElement('div');
    unknown.innerHTML = '<svg data-icon="pi-nothing-such"><path d=""></path></svg>';
    drawArtwork(unknown);
    expect(unknown.querySelector('path')!.getAttribute('d')).toBe('');
  });

  it('keeps every attribute of the icons and the logo image, only their outlines and address go', () => {
    const compact = compactMarkup(
      `<svg class="a" data-icon="pi-eye"><path d="M1 1" fill="x"></path><path d="M2 2"></path></svg><img src="data:image/svg+xml,%3csvg xmlns=&#x27;x&#x27;/%3e" alt="" width="40"/>`,
      artwork,
    );
    expect(compact).toBe(
      `<svg class="a" data-icon="pi-eye"><path d="" fill="x"></path><path d=""></path></svg><img ${LOGO_MARK}="" alt="" width="40"/>`,
    );
  });
});
