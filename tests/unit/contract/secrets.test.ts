import { describe, expect, it } from 'vitest';
import {
  base64Pieces,
  isSecretField,
  isSecretName,
  LOG_LIMITS,
  redact,
  REDACTED,
  REPORT_LIMITS,
  WHOLE,
  withoutSecretQueryValues,
} from '../../../src/contract/secrets.ts';

/** As a request log keeps a value (the log's bounds), knowing `token`. */
const redactSecrets = (value: unknown, token?: string | null) => redact(value, [token], LOG_LIMITS);
/** As a copied report keeps a value. */
const withoutSecrets = (value: unknown) => redact(value, [], REPORT_LIMITS);

const TOKEN = 'tok-5f1e9a7c0b2d4e6f';

/** `depth` objects nested in one another, the innermost holding `leaf`. */
const nested = (depth: number, leaf: unknown = 'leaf'): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};
/** How many objects deep `value` still goes before the cut. */
const objectDepth = (value: unknown): number =>
  typeof value === 'object' && value !== null ? 1 + objectDepth((value as { a: unknown }).a) : 0;

describe('isSecretName — a field of this name carries a secret', () => {
  it.each([
    'token',
    'Token',
    'TOKEN',
    'accessToken',
    'refresh_token',
    'password',
    'Password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'passwd',
    'pwd',
    'captcha',
    'captchaCode',
    'Captcha',
    'smsCode',
    'sms_code',
    'SMSCODE',
    'verifyCode',
    'verify_code',
    'authorization',
    'Authorization',
    'authorisation',
    'proxy-authorization',
    'cookie',
    'Set-Cookie',
    'secret',
    'clientSecret',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each([
    'userName',
    'mobile',
    'uuid',
    'code',
    'msg',
    'page',
    'id',
    'type',
    'remark',
    'data',
    'perms',
    'sms',
    'verify',
  ])('%s is not', (name) => {
    expect(isSecretName(name)).toBe(false);
  });
});

describe('redactSecrets — what a request log may keep', () => {
  it.each([
    ['token', { token: 'abc' }, { token: REDACTED }],
    ['Token', { Token: 'abc' }, { Token: REDACTED }],
    ['password', { userName: 'admin', password: 'p' }, { userName: 'admin', password: REDACTED }],
    [
      'oldPassword and newPassword',
      { oldPassword: 'a', newPassword: 'b' },
      { oldPassword: REDACTED, newPassword: REDACTED },
    ],
    ['confirmPassword', { confirmPassword: 'b' }, { confirmPassword: REDACTED }],
    ['captcha, uuid kept', { uuid: 'u-1', captcha: 'k7Qz' }, { uuid: 'u-1', captcha: REDACTED }],
    [
      'smsCode, mobile kept',
      { mobile: '13800000001', smsCode: '864209' },
      { mobile: '13800000001', smsCode: REDACTED },
    ],
    ['sms_code', { sms_code: '864209' }, { sms_code: REDACTED }],
    ['verifyCode', { verifyCode: '1234' }, { verifyCode: REDACTED }],
    ['authorization', { authorization: 'Bearer x' }, { authorization: REDACTED }],
    ['cookie', { cookie: 'sid=1' }, { cookie: REDACTED }],
    ['secret', { secret: 's' }, { secret: REDACTED }],
    ['a number under a secret name', { smsCode: 864209 }, { smsCode: REDACTED }],
    ['an object under a secret name', { token: { value: 'abc', ok: true } }, { token: REDACTED }],
    ['a list under a secret name', { passwords: ['a', 'b'] }, { passwords: REDACTED }],
    ['an empty string under a secret name', { password: '' }, { password: REDACTED }],
  ])('a value under %s is redacted', (_name, value, kept) => {
    expect(redactSecrets(value)).toEqual(kept);
  });

  it.each([
    ['mustChangePassword: true', { mustChangePassword: true }],
    ['passwordExpired: false', { passwordExpired: false }],
    ['token: null', { token: null }],
    ['captcha: null beside data', { captcha: null, code: 0 }],
  ])('a flag or null under a secret name stays: %s', (_name, value) => {
    expect(redactSecrets(value)).toEqual(value);
  });

  it('redacts nested objects and objects in lists', () => {
    expect(
      redactSecrets({
        code: 0,
        data: {
          user: { userName: 'a', password: 'p' },
          list: [
            { id: 1, token: 't' },
            { id: 2, smsCode: '1' },
          ],
        },
      }),
    ).toEqual({
      code: 0,
      data: {
        user: { userName: 'a', password: REDACTED },
        list: [
          { id: 1, token: REDACTED },
          { id: 2, smsCode: REDACTED },
        ],
      },
    });
  });

  it("replaces the token's text inside strings and keys, wherever it appears", () => {
    expect(
      redactSecrets(
        {
          msg: `token ${TOKEN} expired`,
          echo: [`Bearer ${TOKEN}`, TOKEN + TOKEN],
          [`k-${TOKEN}`]: 1,
          deep: { a: TOKEN },
        },
        TOKEN,
      ),
    ).toEqual({
      msg: `token ${REDACTED} expired`,
      echo: [`Bearer ${REDACTED}`, REDACTED + REDACTED],
      [`k-${REDACTED}`]: 1,
      deep: { a: REDACTED },
    });
    expect(redactSecrets(`/api/x/${TOKEN}`, TOKEN)).toBe(`/api/x/${REDACTED}`);
  });

  it('without a known token, strings stay as they are', () => {
    expect(redactSecrets({ msg: TOKEN }, null)).toEqual({ msg: TOKEN });
    expect(redactSecrets({ msg: TOKEN }, '')).toEqual({ msg: TOKEN });
  });

  it('replaces a data: URL (a captcha image) by a short note', () => {
    const image = `data:image/png;base64,${'A'.repeat(5000)}`;
    expect(redactSecrets({ code: 0, data: image })).toEqual({
      code: 0,
      data: `[data URL, ${image.length} characters]`,
    });
    expect(redactSecrets('data:,x')).toBe('[data URL, 7 characters]');
  });

  it('keeps numbers, booleans and null as they are', () => {
    const value = { page: 1, total: 0.5, on: false, none: null, list: [1, true, null] };
    expect(redactSecrets(value)).toEqual(value);
    expect(redactSecrets(null)).toBeNull();
    expect(redactSecrets(42)).toBe(42);
  });

  it('cuts strings over 1000 characters and says how much is left out', () => {
    expect(redactSecrets('x'.repeat(1000))).toBe('x'.repeat(1000));
    expect(redactSecrets('x'.repeat(1001))).toBe(`${'x'.repeat(1000)}… [1 more characters]`);
    expect(redactSecrets({ body: 'y'.repeat(5000) })).toEqual({ body: `${'y'.repeat(1000)}… [4000 more characters]` });
  });

  it('cuts lists over 20 items and says how many are left out', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i);
    expect(redactSecrets(twenty)).toEqual(twenty);
    expect(redactSecrets(Array.from({ length: 25 }, (_, i) => i))).toEqual([...twenty, '[5 more items]']);
  });

  it('cuts nesting beyond 8 levels', () => {
    expect(redactSecrets(nested(8))).toEqual(nested(8));
    const cut = redactSecrets(nested(9));
    expect(objectDepth(cut)).toBe(8);
    expect(cut).toEqual(nested(8, '[…]'));
    expect(objectDepth(redactSecrets(nested(50)))).toBe(8);
  });

  it('does not change what it is given', () => {
    const value = {
      password: 'p',
      list: Array.from({ length: 30 }, (_, i) => ({ i, token: 't' })),
      long: 'z'.repeat(2000),
      deep: nested(12),
      echo: TOKEN,
    };
    const before = structuredClone(value);
    redactSecrets(value, TOKEN);
    withoutSecrets(value);
    expect(value).toEqual(before);
  });
});

describe('withoutSecrets — a whole report without secrets, nothing cut', () => {
  it('redacts secret names like redactSecrets, flags and null kept', () => {
    expect(
      withoutSecrets({
        calls: [{ request: { data: { userName: 'a', password: 'p', captcha: 'c' } } }],
        mustChangePassword: true,
        token: null,
      }),
    ).toEqual({
      calls: [{ request: { data: { userName: 'a', password: REDACTED, captcha: REDACTED } } }],
      mustChangePassword: true,
      token: null,
    });
  });

  it('cuts no string, no list and no depth', () => {
    const long = 'x'.repeat(5000);
    const many = Array.from({ length: 300 }, (_, i) => i);
    expect(withoutSecrets(long)).toBe(long);
    expect(withoutSecrets(many)).toEqual(many);
    expect(withoutSecrets(nested(40))).toEqual(nested(40));
  });

  it('still replaces data: URLs by a note', () => {
    expect(withoutSecrets({ image: 'data:image/png;base64,AAAA' })).toEqual({ image: '[data URL, 26 characters]' });
  });
});

describe('the one secret rule — names in every spelling (docs/security.md "One rule of what is secret")', () => {
  it.each([
    'accessToken',
    'access_token',
    'access-token',
    'ACCESS_TOKEN',
    'X-Auth-Token',
    'accesstoken',
    'newpassword',
    'PassCode',
    'passphrase',
    'pin',
    'PIN',
    'pinCode',
    'pin_code',
    'userPIN',
    'otp',
    'OTPCode',
    'otp_code',
    'totp',
    'smscode',
    'sms-code',
    'SMSCode',
    'verificationCode',
    'verification_code',
    'apiKey',
    'api_key',
    'API-KEY',
    'x-api-key',
    'apikey',
    'sessionId',
    'session_id',
    'JSESSIONID',
    'credentials',
    'clientCredential',
    'Proxy-Authorization',
    'set-cookie',
    'client_secret',
    'privateKey',
    'jwt',
  ])('%s is secret', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each(['shipping', 'footprint', 'opinion', 'spin', 'topic', 'sidebar', 'compassWidth', 'session', 'key', 'sms'])(
    '%s is not: a secret word inside another word does not count',
    (name) => {
      expect(isSecretName(name)).toBe(false);
    },
  );
});

describe('the one secret rule — secrets inside URL query values', () => {
  it.each<[string, string]>([
    ['https://h/x?token=abc', `https://h/x?token=${REDACTED}`],
    ['/api/x?page=1&access_token=abc&size=2', `/api/x?page=1&access_token=${REDACTED}&size=2`],
    ['see https://h/cb#id_token=abc&state=1', `see https://h/cb#id_token=${REDACTED}&state=1`],
    ['/a;jsessionid=ABC?x=1', `/a;jsessionid=${REDACTED}?x=1`],
    ['/a?pass%77ord=p', `/a?pass%77ord=${REDACTED}`],
    ['/a?Token=abc&Token=def', `/a?Token=${REDACTED}&Token=${REDACTED}`],
  ])('%s', (text, expected) => {
    expect(withoutSecretQueryValues(text)).toBe(expected);
    expect(redact({ link: text })).toEqual({ link: expected });
  });

  it.each(['/api/x?page=1&keyword=token', 'a=b token=c', '/a?token=', 'plain text'])('%s stays as it is', (text) => {
    expect(withoutSecretQueryValues(text)).toBe(text);
  });

  it('leaves a data: URL alone whatever its base64 spells (a captcha image must still show)', () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4pwd;token=AAAA==';
    expect(redact({ img: image })).toEqual({ img: image });
  });
});

describe('the one secret rule — the known tokens in every form', () => {
  const TOKEN = 'f3b1c9d2-7a41-4e0a-9d55-0c2e8f6b1a77';
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it.each<[string, string]>([
    ['as written', `echo ${TOKEN}`],
    ['upper case', `echo ${TOKEN.toUpperCase()}`],
    ['percent-encoded', `echo ${encodeURIComponent(`${TOKEN}/`)}`],
    ['base64', b64(TOKEN)],
    ['base64 after one byte', b64(`x${TOKEN}`)],
    ['base64 after two bytes', b64(`xy${TOKEN}`)],
    ['base64 inside a longer text', b64(`{"token-echo":"${TOKEN}","at":12}`)],
    ['URL-safe base64', b64(`??${TOKEN}>>`).replace(/\+/g, '-').replace(/\//g, '_')],
    ['inside a data: URL', `data:image/png;base64,${b64(`\u0089PNG....${TOKEN}....`)}`],
  ])('%s', (_form, text) => {
    const clean = redact({ msg: text }, [TOKEN]) as { msg: string };
    expect(clean.msg).toContain(REDACTED);
    for (const piece of base64Pieces(TOKEN)) expect(clean.msg).not.toContain(piece);
    expect(clean.msg.toLowerCase()).not.toContain(TOKEN.toLowerCase());
  });

  it('knows several tokens at once (the one a call sent, those held before and after)', () => {
    const other = 'a9e5d4c3-b2a1-4f00-8e77-665544332211';
    expect(redact(`${TOKEN} ${other}`, [null, TOKEN, undefined, other, ''])).toBe(`${REDACTED} ${REDACTED}`);
  });

  it('a token too short to tell from chance text is matched as written only', () => {
    expect(base64Pieces('abc')).toEqual([]);
    expect(redact('abc QUJD', ['abc'])).toBe(`${REDACTED} QUJD`);
  });
});

describe('the one secret rule — edges a hostile reply can lean on', () => {
  const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

  it.each(['hotp', 'sid', 'PINCODE', 'otp2', '2pin', 'user2Otp'])(
    '%s is secret (short words and digits beside them)',
    (name) => {
      expect(isSecretName(name)).toBe(true);
    },
  );

  it('a token whose base64 fills whole characters is redacted to the last character', () => {
    const token = 'f3b1c9d2-7a41-4e0a-9d55-0c2e8f6b1a77';
    expect(token.length % 3).toBe(0);
    expect(redact(b64(token), [token])).toBe(REDACTED);
    expect(redact(`${b64(token)} and ${b64(token)}`, [token])).toBe(`${REDACTED} and ${REDACTED}`);
  });

  it('a token whose base64 has + and / is found in the URL-safe alphabet too', () => {
    const token = 'tok>>>???>>>???abc';
    const standard = b64(token);
    expect(standard).toMatch(/[+/]/);
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
    expect(redact(urlSafe, [token])).toBe(REDACTED);
    expect(redact(standard, [token])).toBe(REDACTED);
  });

  it('a token with characters that mean something in a pattern is matched as text', () => {
    const token = 'a.b+c(d)e*f?g[h]';
    expect(redact(`x ${token} y`, [token])).toBe(`x ${REDACTED} y`);
    expect(redact('x aXb+c(d)e*f?g[h] y', [token])).toBe('x aXb+c(d)e*f?g[h] y');
  });

  it('of two tokens, one the start of the other, the longer is taken whole', () => {
    expect(redact('abcdefghijkl', ['abcdefgh', 'abcdefghijkl'])).toBe(REDACTED);
  });

  it('a query name that is not valid percent-encoding is read as written', () => {
    expect(withoutSecretQueryValues('/a?%E0%A4%Atoken=x')).toBe(`/a?%E0%A4%Atoken=${REDACTED}`);
  });
});

/**
 * Names met in real back ends (docs/security.md "One rule of what is secret"): each row says
 * whether a value under the name is secret, the false positives kept out included.
 */
describe('the one secret rule — the table of real-world names', () => {
  const TABLE: [name: string, secret: boolean][] = [
    ['pass', true],
    ['newPass', true],
    ['confirmPass', true],
    ['pw', true],
    ['pwd', true],
    ['psw', true],
    ['pswd', true],
    ['passw0rd', true],
    ['authCode', true],
    ['accessKey', true],
    ['access_key', true],
    ['sessionKey', true],
    ['PHPSESSID', true],
    ['JSESSIONID', true],
    ['signature', true],
    ['kaptcha', true],
    ['vcode', true],
    ['vCode', true],
    ['checkCode', true],
    ['validateCode', true],
    ['imgCode', true],
    ['mfaCode', true],
    ['oneTimeCode', true],
    ['one_time_code', true],
    ['csrf', true],
    ['_csrf', true],
    ['xsrf', true],
    ['X-XSRF-TOKEN', true],
    ['csrfmiddlewaretoken', true],
    ['ticket', true],
    ['serviceTicket', true],
    ['signingKey', true],
    ['masterKey', true],
    // Kept out: the secret word inside another word, or a name that is data.
    ['shipping', false],
    ['opinion', false],
    ['passenger', false],
    ['compass', false],
    ['bypass', false],
    ['passed', false],
    ['upswing', false],
    ['ticketId', false],
    ['ticketNo', false],
    ['code', false],
    ['brandCode', false],
    ['regionCode', false],
    ['zipCode', false],
    ['barcode', false],
    ['devcode', false],
    ['current', false],
    ['confirm', false],
    ['currentPage', false],
    ['keyword', false],
    ['signIn', false],
    ['design', false],
  ];
  it.each(TABLE)('%s: secret %s', (name, secret) => {
    expect(isSecretName(name)).toBe(secret);
    expect(redact({ [name]: 'v' })).toEqual({ [name]: secret ? REDACTED : 'v' });
  });
});

/**
 * A bare `code` is secret only beside a captcha's `uuid` or a captcha field, or sent to a sign-in
 * path; a bare `current` or `confirm` only beside a password field or sent to the change-password
 * path. Elsewhere (a brand's or a region's `code`, a list's `current` page) they are data.
 */
describe('the one secret rule — names secret by what stands beside them', () => {
  it.each<[string, string[], string | undefined, boolean]>([
    ['code', ['uuid', 'code', 'userName'], undefined, true],
    ['code', ['captchaId', 'code'], undefined, true],
    ['Code', ['UUID', 'Code'], undefined, true],
    ['code', ['mobile', 'code'], '/api/sys/loginBySms', true],
    ['code', ['userName', 'password', 'code'], '/api/sys/login', true],
    ['code', ['code'], '/API/sys//LOGIN', true],
    ['code', ['code'], '/api/sys/login?x=1', true],
    ['code', ['code', 'name'], '/api/config/brand', false],
    ['code', ['code', 'name', 'regionId'], undefined, false],
    ['current', ['current', 'newPassword', 'confirm'], undefined, true],
    ['confirm', ['current', 'newPassword', 'confirm'], undefined, true],
    ['confirm', ['mobile', 'smsCode', 'password', 'confirm'], undefined, true],
    ['confirm', ['confirm'], '/api/sys/user/changePs', true],
    ['current', ['current', 'limit'], '/api/business/user/list', false],
    ['confirm', ['confirm', 'remark'], undefined, false],
    ['brandCode', ['uuid', 'brandCode'], '/api/sys/login', false],
  ])('%s beside %j sent to %s: secret %s', (name, siblings, path, secret) => {
    expect(isSecretField(name, siblings, path)).toBe(secret);
  });

  it('applies to what is sent; a reply keeps its envelope code beside a uuid', () => {
    const body = { uuid: 'u-1', code: 'k7Qz', userName: 'a' };
    expect(redact(body, [], WHOLE, {})).toEqual({ uuid: 'u-1', code: REDACTED, userName: 'a' });
    expect(redact({ code: 0, uuid: 'u-1', msg: 'ok' })).toEqual({ code: 0, uuid: 'u-1', msg: 'ok' });
    expect(redact({ mobile: '1', code: '864209' }, [], WHOLE, { path: '/api/sys/loginBySms' })).toEqual({
      mobile: '1',
      code: REDACTED,
    });
    expect(redact({ code: 'BMW', name: 'BMW' }, [], WHOLE, { path: '/api/config/brand' })).toEqual({
      code: 'BMW',
      name: 'BMW',
    });
  });
});

describe('the one secret rule — a query-like string from its very start', () => {
  it.each<[string, string]>([
    ['password=x', `password=${REDACTED}`],
    ['password=x&user=a', `password=${REDACTED}&user=a`],
    ['pwd=x;lang=en', `pwd=${REDACTED};lang=en`],
    ['user=a&pass=x', `user=a&pass=${REDACTED}`],
  ])('%s', (text, expected) => {
    expect(withoutSecretQueryValues(text)).toBe(expected);
  });

  it.each(['shipping=fast', 'code=BMW', 'a=b token=c'])('%s stays as it is', (text) => {
    expect(withoutSecretQueryValues(text)).toBe(text);
  });
});
