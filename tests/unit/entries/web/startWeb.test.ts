// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWebConsole } from '../../../../src/entries/web/prepaint/startWeb.ts';
import { PREPAINT_ID } from '../../../../src/core/kernel/prepaint.ts';
import { pageWithDrawing } from '../../support/drawnPage.ts';

const drawnPage = () => pageWithDrawing(document.createTextNode('the drawn sign-in form'));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the web page starts the console's code; when it cannot load, the page says so", () => {
  it('loaded: the page is left to the console', async () => {
    const app = drawnPage();
    await startWebConsole(() => Promise.resolve({}));
    expect(document.getElementById(PREPAINT_ID)).not.toBeNull();
    expect(app.hidden).toBe(true);
  });

  it('not loaded: the drawing gives way to the message in the stored language, with Reload', async () => {
    const app = drawnPage();
    localStorage.setItem('app-state', JSON.stringify({ language: 'en' }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
    await startWebConsole(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(document.getElementById(PREPAINT_ID)).toBeNull();
    expect(app.hidden).toBe(false);
    const alert = app.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Part of the console could not be loaded');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(alert.querySelector('button')?.textContent).toBe('Reload');
  });

  it('the stored language wins over the browser’s either way (SPEC 3)', async () => {
    const app = drawnPage();
    localStorage.setItem('app-state', JSON.stringify({ language: 'zh-cn' }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await startWebConsole(() => Promise.reject(new Error('gone')));
    expect(app.querySelector('[role="alert"]')?.textContent).toContain('控制台的部分内容未能加载');
    expect(app.querySelector('button')?.textContent).toBe('刷新');
  });

  it("storage refused: the message in the browser's language", async () => {
    const app = drawnPage();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    await startWebConsole(() => Promise.reject(new Error('gone')));
    expect(app.querySelector('[role="alert"]')?.textContent).toContain('Part of the console could not be loaded');
  });
});
