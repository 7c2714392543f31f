/** Sign-in (password or SMS code), sign-out, captcha image, SMS code, password reset and password change. */
import { Hono } from 'hono';
import { isUuidV4, renderCaptchaSvg } from '../captcha.ts';
import { ApiError, badRequest, Codes, Messages, ok } from '../envelope.ts';
import { hashPassword, verifyPassword, verifyPasswordOfAccount } from '../password.ts';
import type { Account } from '../model.ts';
import type { AppEnv } from '../session.ts';
import { callerAddress, requireToken, TOKEN_HEADER } from '../session.ts';
import { signInLockedMessage } from '../signInThrottle.ts';
import { smsLockedMessage } from '../sms.ts';
import type { AppState } from '../state.ts';
import { readJsonBody, requiredMobile, requiredPassword, requiredString } from '../validate.ts';

const UUID_MESSAGE = '参数 uuid 必须是 v4 格式的 UUID';

/**
 * The account an SMS code of `mobile` opens, for the sign-in and the reset alike: a locked mobile, a
 * wrong code and a mobile without an account are refused.
 */
function accountOfSmsCode(state: AppState, mobile: string, smsCode: string): Account {
  const check = state.sms.verify(mobile, smsCode);
  if (check.kind === 'locked') throw new ApiError(Codes.TOO_FREQUENT, smsLockedMessage(check.waitMs));
  const account = state.findAccountByMobile(mobile);
  if (check.kind !== 'right' || !account) throw new ApiError(Codes.WRONG_SMS_CODE, Messages.WRONG_SMS_CODE);
  return account;
}

export function authRoutes(state: AppState): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/sys/login', async (c) => {
    const body = await readJsonBody(c);
    const userName = requiredString(body, 'userName', { max: 64 }).trim();
    const password = requiredString(body, 'password', { max: 128 });
    const uuid = requiredString(body, 'uuid');
    if (!isUuidV4(uuid)) throw badRequest(UUID_MESSAGE);
    const captcha = requiredString(body, 'captcha', { max: 16 });
    const account = state.findAccountByLogin(userName);
    // Failures count per account (its user name and mobile together) or, without one, per name.
    const accountKey = account ? `account:${account.userId}` : `name:${userName.toLowerCase()}`;
    const address = callerAddress(c);
    // Locked: refused before the captcha and the password are looked at, so no guess is tried.
    const wait = state.signIns.wait(accountKey, address);
    if (wait > 0) throw new ApiError(Codes.TOO_FREQUENT, signInLockedMessage(wait));
    if (!state.captchas.consume(uuid, captcha)) throw new ApiError(Codes.WRONG_CAPTCHA, Messages.WRONG_CAPTCHA);
    if (!verifyPasswordOfAccount(password, account?.passwordHash) || !account) {
      state.signIns.failed(accountKey, address);
      throw new ApiError(Codes.BAD_CREDENTIALS, Messages.BAD_CREDENTIALS);
    }
    state.signIns.succeeded(accountKey);
    const { token } = state.issueToken(account.userId);
    state.log(`[auth] ${account.userName} signed in${account.mustChangePassword ? ', must change the password' : ''}`);
    return ok(c, account.mustChangePassword ? { token, mustChangePassword: true } : { token });
  });

  // Sign-in with a code of getSmsCode: the codes, rules and messages of the reset by SMS.
  routes.post('/sys/loginBySms', async (c) => {
    const body = await readJsonBody(c);
    const mobile = requiredMobile(body);
    const smsCode = requiredString(body, 'smsCode', { max: 16 });
    const account = accountOfSmsCode(state, mobile, smsCode);
    // The change of an initial password needs that password: such an account signs in with it.
    if (account.mustChangePassword)
      throw new ApiError(Codes.PASSWORD_CHANGE_REQUIRED, Messages.SMS_SIGN_IN_NEEDS_PASSWORD);
    const { token } = state.issueToken(account.userId);
    state.log(`[auth] ${account.userName} signed in by SMS`);
    return ok(c, { token });
  });

  routes.get('/sys/exit', (c) => {
    const token = c.req.query(TOKEN_HEADER) ?? c.req.header(TOKEN_HEADER);
    if (token) state.revokeToken(token);
    return ok(c);
  });

  routes.get('/getCaptchaCode', (c) => {
    const uuid = c.req.query('uuid');
    if (!uuid) throw badRequest('参数 uuid 不能为空');
    if (!isUuidV4(uuid)) throw badRequest(UUID_MESSAGE);
    const text = state.captchas.issue(uuid);
    return c.body(renderCaptchaSvg(text), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });

  routes.post('/sys/getSmsCode', async (c) => {
    const body = await readJsonBody(c);
    if (body.type === undefined || body.type === null || body.type === '') throw badRequest('参数 type 不能为空');
    if (body.type !== 1 && body.type !== '1') throw badRequest('参数 type 必须是 1');
    const mobile = requiredMobile(body);
    const account = state.findAccountByMobile(mobile);
    const result = state.sms.request(mobile, account !== undefined);
    if (result.kind === 'too-frequent') throw new ApiError(Codes.TOO_FREQUENT, Messages.TOO_FREQUENT);
    if (result.code !== null) state.log(`[sms] ${mobile} code ${result.code}`);
    else state.log(`[sms] ${mobile} has no account, nothing sent`);
    return ok(c);
  });

  routes.post('/sys/alterPasswordBySms', async (c) => {
    const body = await readJsonBody(c);
    const mobile = requiredMobile(body);
    const password = requiredPassword(body, 'password');
    const smsCode = requiredString(body, 'smsCode', { max: 16 });
    const account = accountOfSmsCode(state, mobile, smsCode);
    account.passwordHash = hashPassword(password);
    // A password the owner chose is no initial password any more.
    delete account.mustChangePassword;
    state.revokeUserTokens(account.userId);
    state.log(`[auth] ${account.userName} reset the password by SMS`);
    return ok(c);
  });

  routes.put('/sys/user/changePs', requireToken(state, { allowPendingPasswordChange: true }), async (c) => {
    const body = await readJsonBody(c);
    const password = requiredString(body, 'password', { max: 128 });
    const newPassword = requiredPassword(body, 'newPassword');
    const account = c.get('account');
    if (!verifyPassword(password, account.passwordHash)) {
      throw new ApiError(Codes.WRONG_OLD_PASSWORD, Messages.WRONG_OLD_PASSWORD);
    }
    if (account.mustChangePassword && newPassword === password) throw badRequest('参数 newPassword 不能与初始密码相同');
    account.passwordHash = hashPassword(newPassword);
    delete account.mustChangePassword;
    state.revokeUserTokens(account.userId, c.get('token'));
    state.log(`[auth] ${account.userName} changed the password`);
    return ok(c);
  });

  return routes;
}
