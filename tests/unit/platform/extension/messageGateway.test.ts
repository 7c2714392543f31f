import { describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: {} }));
const { MessageGateway } = await import('../../../../src/platform/extension/messageGateway.ts');

const NO_RECEIVER = new Error('Could not establish connection. Receiving end does not exist.');
const CLOSED = new Error('The message port closed before a response was received.');

function runtime(results: (unknown | Error)[]) {
  const sent: unknown[] = [];
  return {
    sent,
    sendMessage: vi.fn(async (message: unknown) => {
      sent.push(message);
      const next = results.shift();
      if (next instanceof Error) throw next;
      return next;
    }),
    onMessage: { addListener: vi.fn(), removeListener: vi.fn() },
  };
}

const ok = { ok: true, status: 200, body: { code: 0 } };

describe('message gateway — a request is sent again only when it certainly never arrived', () => {
  it('sends again when no worker was listening yet, whatever the method', async () => {
    const r = runtime([NO_RECEIVER, ok]);
    const reply = await new MessageGateway(r).request({ method: 'POST', url: '/api/sys/menu', data: {} });
    expect(reply).toEqual(ok);
    expect(r.sent).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)('never repeats a %s that may have been delivered', async (method) => {
    const r = runtime([CLOSED, ok]);
    const reply = await new MessageGateway(r).request({ method, url: '/api/sys/menu', data: {} });
    expect(reply).toEqual({ ok: false, kind: 'network' });
    expect(r.sent).toHaveLength(1);
  });

  it('never repeats a sign-in or a sign-out that may have been delivered', async () => {
    const r = runtime([CLOSED, CLOSED, ok, ok]);
    const gateway = new MessageGateway(r);
    expect(
      await gateway.signIn({ kind: 'password', payload: { userName: 'a', password: 'b' } }, { remember: true }),
    ).toEqual({ ok: false, kind: 'network' });
    expect(await gateway.signOut()).toEqual({ ok: false, kind: 'network' });
    expect(r.sent).toHaveLength(2);
  });

  it('may repeat a GET or a question: repeating it changes nothing', async () => {
    const r = runtime([CLOSED, ok, CLOSED, true]);
    const gateway = new MessageGateway(r);
    expect(await gateway.request({ method: 'GET', url: '/api/sys/menu/list' })).toEqual(ok);
    expect(await gateway.hasSession()).toBe(true);
    expect(r.sent).toHaveLength(4);
  });

  it('a second failure is a dropped connection, never an exception', async () => {
    const r = runtime([NO_RECEIVER, NO_RECEIVER]);
    expect(await new MessageGateway(r).request({ method: 'GET', url: '/x' })).toEqual({ ok: false, kind: 'network' });
  });
});

describe('message gateway — what the worker broadcasts', () => {
  it('passes on a session change with its reason, and ignores anything else', () => {
    const r = runtime([]);
    const heard: unknown[] = [];
    new MessageGateway(r).onSessionChange((has, reason) => heard.push([has, reason]));
    const listener = r.onMessage.addListener.mock.calls[0]![0] as (m: unknown) => void;
    listener({ type: 'session.changed', hasSession: false, reason: 'host-changed' });
    listener({ type: 'session.changed', hasSession: true });
    listener({ type: 'session.changed', hasSession: false, reason: 'evil' });
    listener({ type: 'other' });
    expect(heard).toEqual([
      [false, 'host-changed'],
      [true, undefined],
    ]);
  });

  it('answers why the last session ended, and nothing it does not know', async () => {
    expect(await new MessageGateway(runtime(['host-changed'])).endReason()).toBe('host-changed');
    expect(await new MessageGateway(runtime(['because'])).endReason()).toBeNull();
  });
});
