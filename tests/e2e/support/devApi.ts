/** Talks to the reference server's development endpoints (test mode only). */
export interface Fault {
  mode:
    | 'slow'
    | 'drop'
    | 'lose-answer'
    | 'cut-off'
    | 'token-invalid'
    | 'a0230'
    | 'error'
    | 'http-error'
    | 'malformed'
    | 'nav-no-userinfo'
    | 'custom'
    | 'redirect';
  count?: number;
  path?: string;
  delayMs?: number;
  code?: string | number;
  msg?: string;
  status?: number;
  body?: unknown;
  /** `redirect`: where the answer points. */
  location?: string;
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string | null;
  at: string;
}

export class DevApi {
  constructor(readonly baseUrl: string) {}

  private async data<T>(path: string, init?: RequestInit): Promise<T> {
    const res = await fetch(this.baseUrl + path, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init?.headers },
    });
    const body = (await res.json()) as { code: unknown; data: T; msg?: string };
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  }

  requests(path?: string): Promise<SeenRequest[]> {
    return this.data(`/__dev/requests${path ? `?path=${encodeURIComponent(path)}` : ''}`);
  }

  /** The console's captcha requests the server has seen, oldest first. */
  captchaRequests(): Promise<SeenRequest[]> {
    return this.requests('/api/getCaptchaCode');
  }

  /** The text of the captcha issued for `uuid`. */
  async captchaOf(uuid: string): Promise<{ uuid: string; code: string }> {
    const { code } = await this.data<{ code: string }>(`/__dev/captcha?uuid=${encodeURIComponent(uuid)}`);
    return { uuid, code };
  }

  /** The text of the newest captcha the console asked for. */
  async latestCaptcha(): Promise<{ uuid: string; code: string }> {
    const uuid = (await this.captchaRequests()).at(-1)?.query.uuid;
    if (!uuid) throw new Error('the console has not asked for a captcha yet');
    return this.captchaOf(uuid);
  }

  /** A captcha asked for by the test itself, with its answer. */
  async freshCaptcha(): Promise<{ uuid: string; code: string }> {
    const uuid = crypto.randomUUID();
    await fetch(`${this.baseUrl}/api/getCaptchaCode?uuid=${uuid}`);
    return this.captchaOf(uuid);
  }

  /**
   * Signs in through the API (captcha read from the development endpoint) and answers the token:
   * for tests whose subject is not the sign-in screen.
   */
  async token(account: { userName: string; password: string }): Promise<string> {
    const { uuid, code } = await this.freshCaptcha();
    const res = await fetch(`${this.baseUrl}/api/sys/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: account.userName, password: account.password, uuid, captcha: code }),
    });
    const body = (await res.json()) as { code: unknown; data?: { token?: string } };
    if (body.code !== 0 || !body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    return body.data.token;
  }

  async smsCode(mobile: string): Promise<string> {
    return (await this.data<{ code: string }>(`/__dev/sms?mobile=${encodeURIComponent(mobile)}`)).code;
  }

  fault(fault: Fault): Promise<unknown> {
    return this.data('/__dev/faults', { method: 'POST', body: JSON.stringify(fault) });
  }

  clearFaults(): Promise<unknown> {
    return this.data('/__dev/faults', { method: 'DELETE' });
  }

  reset(): Promise<unknown> {
    return this.data('/__dev/reset', { method: 'POST' });
  }

  /** Makes exactly `count` withdrawals await audit. */
  pendingWithdrawals(count: number): Promise<unknown> {
    return this.data('/__dev/pending-withdrawals', { method: 'POST', body: JSON.stringify({ count }) });
  }

  /** An API answer's data, asked for as `account` (to learn what the console should show). */
  async apiData<T>(account: { userName: string; password: string }, path: string): Promise<T> {
    const res = await fetch(this.baseUrl + path, { headers: { Token: await this.token(account) } });
    const body = (await res.json()) as { code: unknown; data: T };
    if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** Sends `body` to an API path as `account` (as the console's edit dialog would) and answers the data. */
  async apiSend<T>(
    account: { userName: string; password: string },
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
  ): Promise<T> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: { Token: await this.token(account), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await res.json()) as { code: unknown; data: T };
    if (reply.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(reply)}`);
    return reply.data;
  }

  /** Adds `count` plain platform users; answers how many there are now. */
  /** Moves one withdrawal on as the payout system would (e.g. `paid`). */
  withdrawalStatus(id: number, status: 'pending' | 'approved' | 'rejected' | 'paid'): Promise<unknown> {
    return this.data('/__dev/withdrawal-status', { method: 'POST', body: JSON.stringify({ id, status }) });
  }

  addUsers(count: number): Promise<{ count: number; total: number }> {
    return this.data('/__dev/users', { method: 'POST', body: JSON.stringify({ count }) });
  }

  expireTokens(): Promise<unknown> {
    return this.data('/__dev/expire-tokens', { method: 'POST' });
  }
}
