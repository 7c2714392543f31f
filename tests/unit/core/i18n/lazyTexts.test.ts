// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createI18n, requireTexts, switchLanguage } from '../../../../src/core/i18n/i18n.ts';

describe('texts load by language and part (SPEC 4: both locales complete, switchable at any time)', () => {
  it('starts with the public texts of one language and adds the console part on demand', async () => {
    const i18n = await createI18n('en', ['public']);
    expect(i18n.t('app.title')).toBe('Management Platform');
    expect(i18n.exists('navbar.menu')).toBe(false);
    expect(Object.keys(i18n.store.data)).toEqual(['en']);
    await requireTexts(i18n, 'console');
    expect(i18n.exists('navbar.menu')).toBe(true);
  });

  it('switching loads every part in use in the new language before showing it', async () => {
    const i18n = await createI18n('en', ['public']);
    await requireTexts(i18n, 'console');
    await switchLanguage(i18n, 'zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('app.title')).toBe('选车出行服务管理后台');
    expect(i18n.t('common.switchLanguageSuccess')).toBe('切换语言成功！');
    expect(i18n.exists('navbar.menu')).toBe(true);
  });

  it('works through a copy of the instance, as react-i18next hands to components', async () => {
    const i18n = await createI18n('en', ['public']);
    await requireTexts(i18n, 'console');
    const wrapper = Object.create(
      Object.getPrototypeOf(i18n) as object,
      Object.getOwnPropertyDescriptors(i18n),
    ) as typeof i18n;
    await switchLanguage(wrapper, 'zh-cn');
    expect(i18n.exists('navbar.menu', { lng: 'zh-cn' })).toBe(true);
  });

  it('overlapping switches: the latest wins, whichever texts arrive first', async () => {
    const i18n = await createI18n('en', ['public']);
    const toChinese = switchLanguage(i18n, 'zh-cn');
    const backToEnglish = switchLanguage(i18n, 'en');
    await Promise.all([toChinese, backToEnglish]);
    expect(i18n.language).toBe('en');
  });

  it('the console part asked for while a switch loads is there in the new language', async () => {
    const i18n = await createI18n('en', ['public']);
    const switching = switchLanguage(i18n, 'zh-cn');
    await requireTexts(i18n, 'console');
    await switching;
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('navbar.menu')).toBe('主菜单');
  });
});
