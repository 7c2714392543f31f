import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import zhCn from '../../../locales/zh-cn.json';
import {
  recogniseServerMessage,
  SERVER_MESSAGES,
  TERMS,
  translateServerMessage,
} from '../../../src/contract/serverMessages.ts';
import { failureMessage, type Translate } from '../../../src/core/api/failureMessage.ts';
import { interpretReply, type Failure } from '../../../src/contract/envelope.ts';
import { Messages } from '../../../server/envelope.ts';
import { createI18n } from '../../../src/core/i18n/i18n.ts';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
/** A `t` of one language, as i18next interpolates `{{name}}`. */
const translator =
  (tree: Tree): Translate =>
  (key, options = {}) => {
    const text = lookup(tree, key);
    if (typeof text !== 'string') throw new Error(`no text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  };
const tEn = translator(en as unknown as Tree);
const tZh = translator(zhCn as unknown as Tree);
const server = (message: string | null): Failure => ({ kind: 'server', code: 'A0400', message });

describe("server messages in the user's language (the message catalogue)", () => {
  it('each catalogue entry has its text in both locales, written as the catalogue writes it', () => {
    for (const entry of SERVER_MESSAGES.filter((e) => e.key !== 'system')) {
      expect(lookup(en as unknown as Tree, `errors.server.${entry.key}`), entry.key).toBe(
        entry.en.replace(/\{(\w+)\}/g, '{{$1}}'),
      );
      expect(lookup(zhCn as unknown as Tree, `errors.server.${entry.key}`), entry.key).toBe(
        entry.zh.replace(/\{(\w+)\}/g, '{{$1}}'),
      );
    }
    for (const term of TERMS) {
      expect(lookup(en as unknown as Tree, `errors.server.terms.${term.key}`)).toBe(term.en);
      expect(lookup(zhCn as unknown as Tree, `errors.server.terms.${term.key}`)).toBe(term.zh);
    }
  });

  it("the reference server's fixed messages are all in the catalogue (except token无效 and success)", () => {
    const known = Object.entries(Messages).filter(([name]) => name !== 'TOKEN_INVALID' && name !== 'SUCCESS');
    for (const [name, text] of known) expect(recogniseServerMessage(text), name).not.toBeNull();
  });

  it('a known Chinese message is shown in English in the English interface', () => {
    expect(failureMessage(server('用户名或密码错误'), tEn)).toBe('Wrong username or password');
    expect(failureMessage(server('参数 name 不能为空'), tEn)).toBe('name is required');
    expect(failureMessage(server('角色「运营」已分配给账号 operator，不能删除'), tEn)).toBe(
      'The role “运营” is assigned to the account operator and cannot be deleted',
    );
  });

  it('a known English message is shown in Chinese in the Chinese interface', () => {
    expect(failureMessage(server('Wrong username or password'), tZh)).toBe('用户名或密码错误');
    expect(failureMessage(server('The SMS code is wrong or has expired'), tZh)).toBe('短信验证码错误或已过期');
  });

  it('names of areas inside a message are translated too', () => {
    expect(failureMessage(server('品牌「比亚迪」下还有 3 个车系，不能删除'), tEn)).toBe(
      'The brand “比亚迪” still has 3 vehicle series and cannot be deleted',
    );
    expect(failureMessage(server('机构 12 不存在'), tEn)).toBe('The institution 12 does not exist');
  });

  it('before the console’s texts (the names of areas) are loaded, a name is shown as the server wrote it', async () => {
    const publicOnly = await createI18n('en', ['public']);
    expect(failureMessage(server('机构 12 不存在'), publicOnly.t)).toBe('The 机构 12 does not exist');
  });

  it('a message that only looks like a parametrised one, with an unknown area, is not matched', () => {
    expect(recogniseServerMessage('仓库 12 不存在')).toBeNull();
  });

  it('an unknown message is shown as the server wrote it, in every language', () => {
    expect(failureMessage(server('短信通道繁忙'), tEn)).toBe('短信通道繁忙');
    expect(failureMessage(server('Maintenance tonight'), tZh)).toBe('Maintenance tonight');
  });

  it("the system error of the catalogue is SPEC 8's text", () => {
    expect(failureMessage(server('系统出错'), tZh)).toBe('系统出错');
    expect(failureMessage(server('System error'), tEn)).toBe('System error');
    expect(failureMessage(server(null), tEn)).toBe('System error');
  });

  it("'token无效' and A0230 still mean an expired session whatever the language", () => {
    expect(recogniseServerMessage('token无效')).toBeNull();
    expect(interpretReply({ ok: true, status: 200, body: { code: 500, msg: 'token无效' } })).toEqual({
      ok: false,
      failure: { kind: 'expired' },
    });
    expect(
      interpretReply({ ok: false, kind: 'http', status: 401, body: { code: 'A0230', msg: 'The token has expired' } }),
    ).toEqual({ ok: false, failure: { kind: 'expired' } });
  });

  it('translates a Chinese message for a server answering in English, terms included', () => {
    expect(translateServerMessage('参数 endAt 不能早于 startAt', 'en')).toBe('endAt must not be before startAt');
    expect(translateServerMessage('机构「总部」下还有 2 个下级机构，不能删除', 'en')).toBe(
      'The institution “总部” still has 2 sub-institutions and cannot be deleted',
    );
    expect(translateServerMessage('短信通道繁忙', 'en')).toBe('短信通道繁忙');
  });
});
