import { describe, expect, it, vi } from 'vitest';
vi.mock('webextension-polyfill', () => ({ default: {} }));
import { workerPageBeside } from '../../../../src/platform/extension/pageBesideClient.ts';

function fakePort() {
  const listeners: ((message: unknown) => void)[] = [];
  return {
    postMessage: vi.fn(),
    disconnect: vi.fn(),
    onMessage: { addListener: (listener: (message: unknown) => void) => void listeners.push(listener) },
    receive: (message: unknown) => listeners.forEach((listener) => listener(message)),
  };
}

describe('Follow the page (panel): the port to the worker', () => {
  it('is open only while someone follows: the worker reads nothing once the panel stops', () => {
    const port = fakePort();
    const connect = vi.fn(() => port);
    const beside = workerPageBeside(connect);
    beside.readOnce();
    expect(connect).not.toHaveBeenCalled();
    const stopOne = beside.follow(() => undefined);
    const stopTwo = beside.follow(() => undefined);
    expect(connect).toHaveBeenCalledOnce();
    stopOne();
    expect(port.disconnect).not.toHaveBeenCalled();
    stopTwo();
    expect(port.disconnect).toHaveBeenCalledOnce();
  });

  it('passes on only well-formed findings, identifiers checked again', () => {
    const port = fakePort();
    const seen: unknown[] = [];
    const beside = workerPageBeside(() => port);
    beside.follow((finding) => seen.push(finding));
    port.receive({
      type: 'page.found',
      page: '1 https://desk.example/',
      identifiers: [
        { kind: 'mobile', value: '<b>x</b>' },
        { kind: 'mobile', value: '13800138000' },
      ],
    });
    port.receive({ type: 'page.unread', reason: 'not-followed' });
    port.receive({ type: 'page.unread', reason: '<script>' });
    port.receive({ type: 'page.text', text: 'the whole page' });
    expect(seen).toEqual([
      { type: 'page.found', page: '1 https://desk.example/', identifiers: [{ kind: 'mobile', value: '13800138000' }] },
      { type: 'page.unread', reason: 'not-followed' },
    ]);
    beside.readOnce();
    expect(port.postMessage).toHaveBeenCalledWith('page.readOnce');
  });
});
