import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from '../../../../src/core/i18n/i18n.ts';
import { loadLanguage, LANGUAGE_KEY } from '../../../../src/core/i18n/language.ts';
import { uuidV4 } from '../../../../src/core/api/uuid.ts';
import type { Platform } from '../../../../src/platform/types.ts';

describe('language — SPEC 3: zh-cn by default, initial value from the browser language', () => {
  it('picks English only when the browser prefers English', () => {
    expect(languageFromBrowser(['en-US', 'zh-CN'])).toBe('en');
    expect(languageFromBrowser(['zh-CN', 'en'])).toBe('zh-cn');
    expect(languageFromBrowser(['fr-FR'])).toBe('zh-cn');
    expect(languageFromBrowser([])).toBe('zh-cn');
  });

  it('uses a stored language, and ignores a corrupt one', async () => {
    const platform = (stored: unknown, fails = false) =>
      ({
        storage: { get: async (key: string) => { if (fails) throw new Error('x'); return key === LANGUAGE_KEY ? stored : undefined; } },
        languages: () => ['en-GB'],
      }) as unknown as Platform;
    expect(await loadLanguage(platform('zh-cn'))).toBe('zh-cn');
    expect(await loadLanguage(platform('klingon'))).toBe('en');
    expect(await loadLanguage(platform({ evil: true }))).toBe('en');
    expect(await loadLanguage(platform(undefined, true))).toBe('en');
  });
});

describe('uuidV4 — SPEC 3: the captcha request carries a random v4 uuid', () => {
  it('has the v4 form and differs each time', () => {
    const a = uuidV4();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV4()).not.toBe(a);
  });
});
