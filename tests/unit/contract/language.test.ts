import { describe, expect, it } from 'vitest';
import { languageFromBrowser } from '../../../src/contract/language.ts';
import { uuidV4 } from '../../../src/core/api/uuid.ts';

describe('language — SPEC 3: zh-cn by default, initial value from the browser language', () => {
  it('picks English only when the browser prefers English', () => {
    expect(languageFromBrowser(['en-US', 'zh-CN'])).toBe('en');
    expect(languageFromBrowser(['zh-CN', 'en'])).toBe('zh-cn');
    expect(languageFromBrowser(['fr-FR'])).toBe('zh-cn');
    expect(languageFromBrowser([])).toBe('zh-cn');
  });

  it('passes over the languages it lacks to the first it has', () => {
    expect(languageFromBrowser(['fr-FR', 'en-GB'])).toBe('en');
    expect(languageFromBrowser(['de', 'ja-JP', 'EN'])).toBe('en');
    expect(languageFromBrowser(['fr-FR', 'zh-TW', 'en'])).toBe('zh-cn');
  });
});

describe('uuidV4 — SPEC 3: the captcha request carries a random v4 uuid', () => {
  it('has the v4 form and differs each time', () => {
    const a = uuidV4();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidV4()).not.toBe(a);
  });
});
