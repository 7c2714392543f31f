import { describe, expect, it, vi } from 'vitest';

// The module reads the extension APIs through the polyfill at load; these tests pass a runtime themselves.
vi.mock('webextension-polyfill', () => ({ default: { runtime: {}, storage: {} } }));

const { workerLookups, workerRequestLog } = await import('../../../../src/platform/extension/extensionPlatform.ts');
import type { LoggedCall } from '../../../../src/contract/platform.ts';

type Listener = (message: unknown) => void;

/** A runtime whose worker answers with `answer`; `broadcast` plays a message from the worker. */
function fakeRuntime(answer: (message: unknown) => unknown = () => undefined) {
  const listeners = new Set<Listener>();
  const sent: unknown[] = [];
  return {
    sent,
    listeners,
    sendMessage: vi.fn(async (message: unknown) => {
      sent.push(message);
      return answer(message);
    }),
    onMessage: {
      addListener: vi.fn((listener: Listener) => void listeners.add(listener)),
      removeListener: vi.fn((listener: Listener) => void listeners.delete(listener)),
    },
    broadcast: (message: unknown) => listeners.forEach((listener) => listener(message)),
  };
}

const call = (id: number): LoggedCall => ({
  id,
  at: 1_700_000_000_000,
  method: 'GET',
  path: '/api/x',
  outcome: 'ok',
  durationMs: 3,
  request: {},
});

describe("workerRequestLog — the panel reads the worker's request log", () => {
  it('lists what the worker answers to log.list', async () => {
    const rt = fakeRuntime((message) =>
      (message as { type: string }).type === 'log.list' ? [call(1), call(2)] : null,
    );
    expect(await workerRequestLog(rt).list()).toEqual([call(1), call(2)]);
    expect(rt.sent).toEqual([{ type: 'log.list' }]);
  });

  it.each<[string, unknown, number]>([
    ['no answer', undefined, 0],
    ['null', null, 0],
    ['a refusal', { ok: false, kind: 'setup' }, 0],
    ['a text', 'calls', 0],
    ['junk entries', [1, null, { id: 'a' }], 0],
    ['a call among junk', [1, call(3), { id: 4 }], 1],
  ])('an answer that is %s: only valid calls, never a throw', async (_name, answer, count) => {
    expect(await workerRequestLog(fakeRuntime(() => answer)).list()).toHaveLength(count);
  });

  it('a worker that cannot be reached: an empty list, not a throw', async () => {
    const rt = fakeRuntime();
    rt.sendMessage.mockRejectedValue(new Error('Could not establish connection. Receiving end does not exist.'));
    const log = workerRequestLog(rt);
    await expect(log.list()).resolves.toEqual([]);
    await expect(log.clear()).resolves.toBeUndefined();
  });

  it('clear asks the worker to empty the log', async () => {
    const rt = fakeRuntime(() => null);
    await expect(workerRequestLog(rt).clear()).resolves.toBeUndefined();
    expect(rt.sent).toEqual([{ type: 'log.clear' }]);
  });

  it('subscribe follows log.changed only; unsubscribed, it hears nothing', () => {
    const rt = fakeRuntime();
    const heard = vi.fn();
    const stop = workerRequestLog(rt).subscribe(heard);
    rt.broadcast({ type: 'lookup.pending' });
    rt.broadcast({ type: 'session.changed', hasSession: true });
    rt.broadcast('log.changed');
    expect(heard).not.toHaveBeenCalled();
    rt.broadcast({ type: 'log.changed' });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    expect(rt.listeners.size).toBe(0);
    rt.broadcast({ type: 'log.changed' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('workerLookups — lookups left by the context menu and the keyboard command', () => {
  it('a lookup waiting when the panel subscribes is taken at once', async () => {
    const rt = fakeRuntime((message) => ((message as { type: string }).type === 'lookup.take' ? '13800000001' : null));
    const heard = vi.fn();
    workerLookups(rt)(heard);
    expect(rt.sent).toEqual([{ type: 'lookup.take' }]);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('13800000001'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('lookup.pending takes again; other messages do not', async () => {
    const waiting: unknown[] = [null, 'TX20260101000012'];
    const rt = fakeRuntime(() => waiting.shift() ?? null);
    const heard = vi.fn();
    workerLookups(rt)(heard);
    await vi.waitFor(() => expect(rt.sendMessage).toHaveBeenCalledTimes(1));
    rt.broadcast({ type: 'log.changed' });
    rt.broadcast({ type: 'session.changed', hasSession: true });
    expect(rt.sendMessage).toHaveBeenCalledTimes(1);
    rt.broadcast({ type: 'lookup.pending' });
    expect(rt.sendMessage).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith('TX20260101000012'));
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it.each<[string, unknown]>([
    ['nothing waiting', null],
    ['no answer', undefined],
    ['an empty text', ''],
    ['a number', 5],
    ['an object', { text: 'x' }],
    ['a reply', { ok: false, kind: 'setup' }],
  ])('%s: the listener is not called', async (_name, answer) => {
    const rt = fakeRuntime(() => answer);
    const heard = vi.fn();
    workerLookups(rt)(heard);
    rt.broadcast({ type: 'lookup.pending' });
    await vi.waitFor(() => expect(rt.sendMessage).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).not.toHaveBeenCalled();
  });

  it('a worker that cannot be reached: no call, no throw', async () => {
    const rt = fakeRuntime();
    rt.sendMessage.mockRejectedValue(new Error('The message port closed before a response was received.'));
    const heard = vi.fn();
    expect(() => workerLookups(rt)(heard)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).not.toHaveBeenCalled();
  });

  it('unsubscribing removes the listener: a later lookup.pending takes nothing', async () => {
    const rt = fakeRuntime(() => 'x');
    const heard = vi.fn();
    const stop = workerLookups(rt)(heard);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
    expect(rt.onMessage.removeListener).toHaveBeenCalledTimes(1);
    expect(rt.listeners.size).toBe(0);
    rt.broadcast({ type: 'lookup.pending' });
    expect(rt.sendMessage).toHaveBeenCalledTimes(1);
  });
});
