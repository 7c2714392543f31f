// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useForm } from '../../../../src/core/components/useForm.ts';
import { validateLogin, validatePasswordReset } from '../../../../src/features/login/validation.ts';

const inputs = (prefix: string, fields: string[]) => {
  for (const field of fields) {
    const input = document.createElement('input');
    input.id = `${prefix}-${field}`;
    document.body.append(input);
  }
};
afterEach(() => {
  document.body.innerHTML = '';
});

const login = (
  onSubmit: (values: { userName: string; password: string; captcha: string }) => Promise<void> | void = () => undefined,
) =>
  renderHook(() =>
    useForm({
      idPrefix: 'login',
      initial: { userName: '', password: '', captcha: '' },
      validate: validateLogin,
      onSubmit,
    }),
  );

describe('the form model — SPEC 5 messages at their fields, the focus on the first', () => {
  it('shows every SPEC 5 message and sends nothing while one is left', async () => {
    inputs('login', ['userName', 'password', 'captcha']);
    const sent: unknown[] = [];
    const { result } = login((values) => void sent.push(values));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      userName: 'login.rules.usernameRequired',
      password: 'login.rules.passwordRequired',
      captcha: 'login.rules.captchaRequired',
    });
    expect(document.activeElement?.id).toBe('login-userName');
    expect(sent).toEqual([]);
  });

  it('focuses the first field in error in the order of the form, not of the rules', async () => {
    inputs('password', ['mobile', 'smsCode', 'password', 'confirm']);
    const { result } = renderHook(() =>
      useForm({
        idPrefix: 'password',
        initial: { mobile: '13800000001', smsCode: '1', password: 'abcdef', confirm: 'abcdeg' },
        validate: validatePasswordReset,
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ confirm: 'login.rules.confirmMismatch' });
    expect(document.activeElement?.id).toBe('password-confirm');
  });

  it('typing into a field takes its message away, and only its own', async () => {
    const { result } = login();
    await act(() => result.current.submit());
    act(() => result.current.set('password', '12345'));
    expect(result.current.errors.password).toBeUndefined();
    expect(result.current.errors.userName).toBe('login.rules.usernameRequired');
    expect(result.current.input('password')).toMatchObject({
      id: 'login-password',
      name: 'password',
      value: '12345',
      'aria-describedby': 'login-password-error',
    });
    expect(result.current.input('userName')['aria-invalid']).toBe(true);
  });

  it('a required field says so to assistive technology; an optional one does not', () => {
    const { result } = renderHook(() =>
      useForm({ idPrefix: 'f', initial: { name: '', remark: '' }, required: ['name'], validate: () => ({}) }),
    );
    expect(result.current.isRequired('name')).toBe(true);
    expect(result.current.input('name')['aria-required']).toBe(true);
    expect(result.current.isRequired('remark')).toBe(false);
    expect(result.current.input('remark')['aria-required']).toBeUndefined();
  });

  it('sends the checked values once, however often it is submitted', async () => {
    let release: () => void = () => undefined;
    const sent: unknown[] = [];
    const { result } = login((values) => {
      sent.push(values);
      return new Promise<void>((resolve) => (release = resolve));
    });
    act(() => {
      result.current.set('userName', 'admin');
      result.current.set('password', 'admin123');
      result.current.set('captcha', 'abcd');
    });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.submit());
    await act(async () => {
      release();
      await first;
    });
    expect(sent).toEqual([{ userName: 'admin', password: 'admin123', captcha: 'abcd' }]);
    expect(result.current.busy).toBe(false);
  });

  it("a server's answer at a field is shown there and takes the focus (SPEC 5 'Error code entered')", () => {
    inputs('login', ['userName', 'password', 'captcha']);
    const { result } = login();
    act(() => result.current.fail('captcha', 'login.rules.captchaWrong'));
    expect(result.current.errors.captcha).toBe('login.rules.captchaWrong');
    expect(document.activeElement?.id).toBe('login-captcha');
  });

  it('reset empties the form and its messages', async () => {
    const { result } = login();
    act(() => result.current.set('userName', 'admin'));
    await act(() => result.current.submit());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ userName: '', password: '', captcha: '' });
    expect(result.current.errors).toEqual({});
  });
});
