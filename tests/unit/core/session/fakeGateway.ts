import type {
  ApiRequest,
  Gateway,
  SessionEndReason,
  SignInRequest,
  TransportReply,
} from '../../../../src/contract/platform.ts';

/** A scripted gateway: answers by path, records what was asked. */
export class FakeGateway implements Gateway {
  token: string | null = null;
  calls: ApiRequest[] = [];
  signIns: { request: SignInRequest; remember: boolean }[] = [];
  exits = 0;
  answers = new Map<string, () => TransportReply | Promise<TransportReply>>();
  signInAnswer: () => TransportReply = () => ({ ok: true, status: 200, body: { code: 0, data: {} } });
  exitAnswer: () => TransportReply | Promise<TransportReply> = () => ({ ok: true, status: 200, body: { code: 0 } });
  /** What `endReason()` answers; undefined: the gateway has no such method (the web shell). */
  lastEndReason: SessionEndReason | null | undefined = undefined;
  private listeners = new Set<(has: boolean, reason?: SessionEndReason) => void>();

  async request(req: ApiRequest): Promise<TransportReply> {
    this.calls.push(req);
    const answer = this.answers.get(req.url);
    return answer ? answer() : { ok: false, kind: 'http', status: 404, body: { code: 'A0404', msg: '接口不存在' } };
  }
  async signIn(request: SignInRequest, options: { remember: boolean }): Promise<TransportReply> {
    this.signIns.push({ request, remember: options.remember });
    const reply = this.signInAnswer();
    if (reply.ok && (reply.body as { code?: unknown }).code === 0) this.token = 'tok';
    return reply;
  }
  async signOut(): Promise<TransportReply> {
    this.exits++;
    try {
      return await this.exitAnswer();
    } finally {
      this.token = null;
    }
  }
  async hasSession() {
    return this.token !== null;
  }
  async clearSession() {
    this.token = null;
  }
  endReason?: () => Promise<SessionEndReason | null> = async () => this.lastEndReason ?? null;
  onSessionChange(listener: (has: boolean, reason?: SessionEndReason) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  emit(has: boolean, reason?: SessionEndReason) {
    this.token = has ? 'other' : null;
    for (const l of this.listeners) l(has, reason);
  }
}

export const navAnswer = (overrides: Record<string, unknown> = {}): TransportReply => ({
  ok: true,
  status: 200,
  body: {
    code: 0,
    msg: 'success',
    data: {
      userInfo: { userName: 'admin', nickname: '管理员' },
      permissions: ['sys:user:add', 42],
      tabs: ['user'],
      menuList: [{ url: 'business', name: '业务管理', children: [{ url: 'user', name: '用户管理', children: [] }] }],
      ...overrides,
    },
  },
});
