import { describe, expect, it, vi } from 'vitest';
import { sidebar, sidePanel } from '../../../../src/platform/extension/panel.ts';

/**
 * An API that refuses every call, counting them. (Not a vi.fn: a mock watches the promises it
 * returns, and so would handle the rejections these tests look for.)
 */
function refusing() {
  const calls: unknown[][] = [];
  const refuse = (...args: unknown[]) => {
    calls.push(args);
    return Promise.reject(new Error('may only be called from a user input handler'));
  };
  return { calls, setPanelBehavior: refuse, open: refuse, toggle: refuse };
}

/** The rejections left unhandled while `act` runs and the microtasks after it settle. */
async function unhandledDuring(act: () => void): Promise<unknown[]> {
  const seen: unknown[] = [];
  const record = (reason: unknown) => void seen.push(reason);
  process.on('unhandledRejection', record);
  try {
    act();
    await new Promise((resolve) => setTimeout(resolve, 0));
  } finally {
    process.off('unhandledRejection', record);
  }
  return seen;
}

describe("Chrome's side panel", () => {
  const api = () => ({
    setPanelBehavior: vi.fn(async (_: unknown) => undefined),
    open: vi.fn(async (_: unknown) => undefined),
  });

  it('the toolbar button opens the side panel', () => {
    const chrome = api();
    sidePanel(chrome).bindToolbarButton();
    expect(chrome.setPanelBehavior).toHaveBeenCalledExactlyOnceWith({ openPanelOnActionClick: true });
    expect(chrome.open).not.toHaveBeenCalled();
  });

  it('with the toolbar’s clicks: the worker opens the panel in the clicked tab at once, so the click grants activeTab, and reads the page once', () => {
    const chrome = api();
    const listeners: ((tab?: { id?: number }) => void)[] = [];
    const clicks = { addListener: (listener: (tab?: { id?: number }) => void) => void listeners.push(listener) };
    const opened = vi.fn();
    sidePanel(chrome, clicks, opened).bindToolbarButton();
    // The browser's own opening would grant nothing: it is turned off.
    expect(chrome.setPanelBehavior).toHaveBeenCalledExactlyOnceWith({ openPanelOnActionClick: false });
    listeners.forEach((listener) => listener({ id: 12 }));
    // Synchronously inside the click's handler: after an await the gesture is gone.
    expect(chrome.open).toHaveBeenCalledExactlyOnceWith({ tabId: 12 });
    expect(opened).toHaveBeenCalledOnce();
    listeners.forEach((listener) => listener({}));
    expect(chrome.open).toHaveBeenCalledOnce();
  });

  it('opens in the window named, and in none when no window is named', () => {
    const chrome = api();
    const panel = sidePanel(chrome);
    panel.open(null);
    expect(chrome.open).not.toHaveBeenCalled();
    panel.open(0);
    expect(chrome.open).toHaveBeenCalledExactlyOnceWith({ windowId: 0 });
  });

  it('a browser without the API, or one that refuses, throws nothing and leaves no rejection unhandled', async () => {
    expect(() => {
      sidePanel(undefined).bindToolbarButton();
      sidePanel(undefined).open(3);
    }).not.toThrow();
    const chrome = refusing();
    const panel = sidePanel(chrome);
    expect(await unhandledDuring(() => panel.bindToolbarButton())).toEqual([]);
    expect(await unhandledDuring(() => panel.open(3))).toEqual([]);
    expect(chrome.calls).toEqual([[{ openPanelOnActionClick: true }], [{ windowId: 3 }]]);
  });
});

describe("Firefox's sidebar", () => {
  const setUp = () => {
    const listeners: (() => void)[] = [];
    const clicks = { addListener: vi.fn((listener: () => void) => void listeners.push(listener)) };
    const api = { open: vi.fn(async () => undefined), toggle: vi.fn(async () => undefined) };
    return { api, clicks, click: () => listeners.forEach((listener) => listener()) };
  };

  it('the toolbar button toggles the sidebar, once per click, at once, and reads the page once', () => {
    const { api, clicks, click } = setUp();
    const opened = vi.fn();
    sidebar(api, clicks, opened).bindToolbarButton();
    expect(clicks.addListener).toHaveBeenCalledOnce();
    expect(api.toggle).not.toHaveBeenCalled();
    click();
    // Synchronously inside the click's handler: Firefox refuses it after an await.
    expect(api.toggle).toHaveBeenCalledOnce();
    click();
    expect(api.toggle).toHaveBeenCalledTimes(2);
    expect(opened).toHaveBeenCalledTimes(2);
    expect(api.open).not.toHaveBeenCalled();
  });

  it('a lookup opens the sidebar at once, and nothing when no window is named', () => {
    const { api, clicks } = setUp();
    const panel = sidebar(api, clicks);
    panel.open(null);
    expect(api.open).not.toHaveBeenCalled();
    panel.open(0);
    expect(api.open).toHaveBeenCalledOnce();
    expect(api.toggle).not.toHaveBeenCalled();
  });

  it('a refused toggle or open throws nothing and is not left unhandled', async () => {
    const { clicks, click } = setUp();
    const api = refusing();
    const panel = sidebar(api, clicks);
    panel.bindToolbarButton();
    expect(await unhandledDuring(click)).toEqual([]);
    expect(await unhandledDuring(() => panel.open(1))).toEqual([]);
    expect(api.calls).toEqual([[], []]);
  });
});
