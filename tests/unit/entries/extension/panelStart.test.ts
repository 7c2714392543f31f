// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_DRAWING, PANEL_MODULE_ENTRY } from '../../../../src/platform/extension/pages.ts';

const drawKeptView = vi.fn<() => Promise<boolean>>();
const startPanelConsole = vi.fn<(drawn: Promise<boolean>) => Promise<void>>(async () => undefined);
vi.mock('../../../../src/entries/extension/panelPrepaint.ts', () => ({ drawKeptView }));
vi.mock('../../../../src/entries/extension/panelConsole.tsx', () => ({ startPanelConsole }));
vi.mock('../../../../src/core/styles.ts', () => ({}));

const left = () => (window as unknown as Record<string, unknown>)[PANEL_DRAWING];

beforeEach(() => {
  vi.resetModules();
  drawKeptView.mockReset();
  startPanelConsole.mockClear();
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[PANEL_DRAWING];
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'currentScript');
});

/** Runs the first script as the page runs it: its element named as the current script. */
async function runFirstScript(entry: string | null): Promise<void> {
  const element = document.createElement('script');
  if (entry !== null) element.setAttribute(PANEL_MODULE_ENTRY, entry);
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  await import('../../../../src/entries/extension/panelFirst.ts');
}

describe('issue 52: the panel’s first script draws, leaves its promise on the page, then starts the module entry', () => {
  it('draws first, then starts the entry named on its element, as the page would have loaded it', async () => {
    let drawnWhenStarted: boolean | null = null;
    drawKeptView.mockImplementation(async () => true);
    const appended = vi.spyOn(document.head, 'append').mockImplementation(function (this: HTMLElement, ...nodes) {
      drawnWhenStarted = drawKeptView.mock.calls.length > 0;
      HTMLElement.prototype.append.apply(this, nodes);
    });
    await runFirstScript('/assets/sidepanel.html-1.js');
    appended.mockRestore();
    expect(drawnWhenStarted).toBe(true);
    const script = document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    expect(script?.getAttribute('src')).toBe('/assets/sidepanel.html-1.js');
    expect(script?.crossOrigin).toBe('');
    expect(await left()).toBe(true);
  });

  it('a drawing that fails leaves a promise of “not drawn”, never a rejection the entry would stop on', async () => {
    drawKeptView.mockImplementation(async () => {
      throw new Error('storage gone');
    });
    await runFirstScript('/assets/sidepanel.html-1.js');
    await expect(left()).resolves.toBe(false);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('no entry named on it: it starts none', async () => {
    drawKeptView.mockImplementation(async () => false);
    await runFirstScript(null);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('issue 52: the module entry starts the console once the drawing is settled and painted', () => {
  /** Frames the test runs itself. */
  function frames() {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    return { run: () => callbacks.splice(0).forEach((callback) => callback(performance.now())), callbacks };
  }
  const settle = () => new Promise((done) => setTimeout(done, 20));

  it('drawn: the console’s code is imported only after the next frame, and is given the same promise', async () => {
    const frame = frames();
    const drawn = Promise.resolve(true);
    (window as unknown as Record<string, unknown>)[PANEL_DRAWING] = drawn;
    await import('../../../../src/entries/extension/sidepanel.ts');
    await settle();
    expect(startPanelConsole).not.toHaveBeenCalled();
    expect(frame.callbacks).toHaveLength(1);
    frame.run();
    await vi.waitFor(() => expect(startPanelConsole).toHaveBeenCalledTimes(1));
    expect(startPanelConsole.mock.calls[0]![0]).toBe(drawn);
  });

  it('nothing drawn, or no first script ran: the console starts at once, told nothing was drawn', async () => {
    for (const value of [Promise.resolve(false), undefined, 'drawn']) {
      vi.resetModules();
      startPanelConsole.mockClear();
      const frame = frames();
      (window as unknown as Record<string, unknown>)[PANEL_DRAWING] = value;
      await import('../../../../src/entries/extension/sidepanel.ts');
      await vi.waitFor(() => expect(startPanelConsole).toHaveBeenCalledTimes(1));
      expect(frame.callbacks).toHaveLength(0);
      expect(await startPanelConsole.mock.calls[0]![0]).toBe(false);
    }
  });
});
