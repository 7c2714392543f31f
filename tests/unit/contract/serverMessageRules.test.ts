import { describe, expect, it } from 'vitest';
import {
  recogniseServerMessage,
  SERVER_MESSAGES,
  TERMS,
  translateServerMessage,
} from '../../../src/contract/serverMessages.ts';

/** The message catalogue, entry by entry, and its matching rules at their edges. */
describe('the catalogue', () => {
  it("SPEC 8: the system error is '系统出错'", () => {
    expect(SERVER_MESSAGES.find((entry) => entry.key === 'system')).toStrictEqual({
      key: 'system',
      zh: '系统出错',
      en: 'System error',
    });
  });

  it('every entry and term has a unique key and both texts', () => {
    for (const list of [SERVER_MESSAGES, TERMS]) {
      expect(new Set(list.map((entry) => entry.key)).size).toBe(list.length);
      for (const entry of list) {
        expect(Object.keys(entry).sort(), entry.key).toEqual(['en', 'key', 'zh']);
        expect(entry.key, JSON.stringify(entry)).toMatch(/^[a-zA-Z]+$/);
        expect(entry.zh.trim(), entry.key).not.toBe('');
        expect(entry.en.trim(), entry.key).not.toBe('');
      }
    }
  });

  it.each(SERVER_MESSAGES.map((entry) => [entry.key, entry] as const))(
    '%s: its own texts are recognised in both languages and translate to each other',
    (key, entry) => {
      const fill = (template: string, language: 'zh' | 'en') =>
        template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'area' || name === 'what' ? TERMS[0]![language] : `«${name}»`,
        );
      const zh = fill(entry.zh, 'zh');
      const en = fill(entry.en, 'en');
      expect(recogniseServerMessage(zh)?.key).toBe(key);
      expect(recogniseServerMessage(en)?.key).toBe(key);
      expect(translateServerMessage(zh, 'en')).toBe(en);
      expect(translateServerMessage(en, 'zh')).toBe(zh);
    },
  );
});

describe('matching at the edges', () => {
  it('surrounding spaces do not hide a known message', () => {
    expect(recogniseServerMessage('  验证码错误 \n')?.key).toBe('wrongCaptcha');
  });

  it('a known message inside a longer text is not that message', () => {
    expect(recogniseServerMessage('错误：验证码错误')).toBeNull();
    expect(recogniseServerMessage('验证码错误!')).toBeNull();
  });

  it('regular-expression characters in a message are taken literally', () => {
    // "(at most 64 KiB)" holds brackets; a dot elsewhere must not match any character.
    expect(recogniseServerMessage('The request body is too large (at most 64 KiB)')?.key).toBe('bodyTooLarge');
    expect(recogniseServerMessage('The request body is too large Xat most 64 KiBX')).toBeNull();
  });

  it('parts are read as the server filled them in, terms by their key', () => {
    const known = recogniseServerMessage('用户「张三」下还有 3 个标签，不能删除');
    expect(known).toStrictEqual({
      key: 'stillReferenced',
      params: { area: '用户', name: '张三', count: '3', what: '标签' },
      terms: { area: 'user', what: 'tag' },
    });
    expect(translateServerMessage('用户「张三」下还有 3 个标签，不能删除', 'en')).toBe(
      'The user “张三” still has 3 tag and cannot be deleted',
    );
  });

  it('an area that is not a known term is not recognised', () => {
    expect(recogniseServerMessage('仓库「张三」下还有 3 个标签，不能删除')).toBeNull();
    expect(translateServerMessage('仓库「张三」下还有 3 个标签，不能删除', 'en')).toBe(
      '仓库「张三」下还有 3 个标签，不能删除',
    );
  });

  it('a part may span lines', () => {
    expect(recogniseServerMessage('角色名称「a\nb」已存在')?.params).toEqual({ name: 'a\nb' });
  });

  it('an unknown message is kept as it is', () => {
    expect(translateServerMessage('something else', 'zh')).toBe('something else');
  });
});
