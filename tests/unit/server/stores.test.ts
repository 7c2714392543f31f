// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatAccountTable, demoAccounts } from '../../../server/accounts.ts';
import {
  CAPTCHA_ALPHABET,
  CaptchaStore,
  isUuidV4,
  randomCaptchaText,
  renderCaptchaSvg,
} from '../../../server/captcha.ts';
import { hashPassword, verifyPassword } from '../../../server/password.ts';
import { RequestLog } from '../../../server/requestLog.ts';

describe('captcha', () => {
  it('uses no ambiguous characters', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OoIil]/);
    for (let i = 0; i < 200; i++) expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('draws each character as an outline path of its own (the rules: captchaOutlines.test.ts)', () => {
    const svg = renderCaptchaSvg('Ab3K');
    expect(svg.match(/<path d="[^"]+" fill="#[0-9a-f]{6}"\/>/g)).toHaveLength(4);
  });

  it('recognises v4 uuids only', () => {
    expect(isUuidV4('3b241101-e2bb-4255-8caf-4136c566a962')).toBe(true);
    expect(isUuidV4('3b241101-e2bb-1255-8caf-4136c566a962')).toBe(false);
    expect(isUuidV4('3b241101-e2bb-4255-7caf-4136c566a962')).toBe(false);
    expect(isUuidV4(undefined)).toBe(false);
  });

  it('keeps at most the cap of pending codes, dropping the oldest', () => {
    const store = new CaptchaStore(Date.now, 10_000);
    for (let i = 0; i < 10_005; i++) store.issue(`id-${i}`);
    expect(store.size).toBe(10_000);
    expect(store.peek('id-0')).toBeUndefined();
    expect(store.peek('id-4')).toBeUndefined();
    expect(store.peek('id-5')).toBeDefined();
    expect(store.peek('id-10004')).toBeDefined();
  });

  it('a code is consumed by a wrong answer', () => {
    const store = new CaptchaStore(Date.now);
    const text = store.issue('u');
    expect(store.consume('u', text + 'x')).toBe(false);
    expect(store.consume('u', text)).toBe(false);
  });
});

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', () => {
    const a = hashPassword('secret-1');
    expect(a).not.toBe(hashPassword('secret-1'));
    expect(verifyPassword('secret-1', a)).toBe(true);
    expect(verifyPassword('secret-2', a)).toBe(false);
    expect(verifyPassword('secret-1', 'plain')).toBe(false);
    expect(verifyPassword('secret-1', 'scrypt$x$8$1$aa$bb')).toBe(false);
  });
});

describe('request log', () => {
  it('keeps the newest records up to its size', () => {
    const log = new RequestLog(3);
    for (let i = 0; i < 5; i++) log.add({ method: 'GET', path: `/p${i % 2}`, query: {}, token: null, at: i });
    expect(log.list().map((r) => r.at)).toEqual([2, 3, 4]);
    expect(log.list({ path: '/p0' }).map((r) => r.at)).toEqual([2, 4]);
    expect(log.list({ limit: 1 }).map((r) => r.at)).toEqual([4]);
  });
});

describe('demo account table', () => {
  it('lists every account with its mobile and password', () => {
    const table = formatAccountTable();
    for (const a of demoAccounts) {
      expect(table).toMatch(new RegExp(`^${a.userName}\\s+${a.mobile}\\s+${a.password}\\s+\\S`, 'm'));
    }
  });
});
