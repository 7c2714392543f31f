import { describe, expect, it } from 'vitest';
import zhCn from '../../locales/zh-cn.json';
import en from '../../locales/en.json';

function keys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales — both complete (zh-cn and en)', () => {
  it('have the same keys', () => {
    expect(keys(en).sort()).toEqual(keys(zhCn).sort());
  });
  it('have no empty texts', () => {
    for (const tree of [zhCn, en]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });
  it('carry the exact texts of SPEC.md', () => {
    expect(zhCn.errors).toMatchObject({
      system: '系统出错',
      noticeTitle: '提示',
      sessionExpired: '您的会话已过期，请重新登录',
      timeout: '请求超时，请稍后再试',
      setup: '请求设置错误，请检查网络设置',
      verifyFailed: '验证失败,请重新登录!',
    });
    expect(en.common.switchLanguageSuccess).toBe('Switch Language Successful!');
    expect(en.app.title).toBe('Management Platform');
  });
});

describe('the result count a list announces after a search', () => {
  it('says one result, many results and none, in both languages', async () => {
    const { createInstance } = await import('i18next');
    const i18n = createInstance();
    await i18n.init({
      resources: { en: { translation: en }, 'zh-cn': { translation: zhCn } },
      lng: 'en',
      lowerCaseLng: true,
    });
    const say = (lng: string, count: number) => i18n.t('list.results', { lng, count, formatted: String(count) });
    expect([say('en', 1), say('en', 23), say('en', 0)]).toEqual(['1 result', '23 results', '0 results']);
    expect([say('zh-cn', 1), say('zh-cn', 23)]).toEqual(['1 条结果', '23 条结果']);
  });
});
