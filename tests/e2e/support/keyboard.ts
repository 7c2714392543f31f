import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Runs in the page: whether the focused control shows a focus ring of at least 3:1 against the
 * colour around it (WCAG 1.4.11) that nothing else covers (WCAG 2.4.11). A control that focuses a
 * hidden input (checkbox, dropdown) is judged by its visible box. An empty string when it does, else
 * what is wrong.
 */
function ringProblem(): string {
  let el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return 'nothing is focused';
  const what = `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}]`;
  const tiny = (e: HTMLElement) => {
    const r = e.getBoundingClientRect();
    return r.width <= 2 || r.height <= 2 || getComputedStyle(e).opacity === '0';
  };
  while (el && tiny(el) && el.parentElement) el = el.parentElement;
  if (!el) return `${what}: no visible box`;
  const parse = (text: string) => {
    const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(text);
    return m ? { rgb: [Number(m[1]), Number(m[2]), Number(m[3])], alpha: m[4] === undefined ? 1 : Number(m[4]) } : null;
  };
  const style = getComputedStyle(el);
  const ring =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      ? parse(style.outlineColor)
      : style.boxShadow !== 'none'
        ? parse(style.boxShadow)
        : null;
  if (!ring || ring.alpha < 0.9)
    return `${what}: no opaque focus ring (outline ${style.outline}, shadow ${style.boxShadow})`;
  // The colour the ring is drawn on: the first opaque background around the control (its own when
  // the ring is drawn inside it).
  const inside = style.outlineStyle !== 'none' && parseFloat(style.outlineOffset) < 0;
  let bg: number[] = [255, 255, 255];
  for (let p: HTMLElement | null = inside ? el : el.parentElement; p; p = p.parentElement) {
    const c = parse(getComputedStyle(p).backgroundColor);
    if (c && c.alpha > 0.9) {
      bg = c.rgb;
      break;
    }
  }
  const lum = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(ring.rgb), lum(bg)].sort((a, b) => b - a);
  const contrast = (hi! + 0.05) / (lo! + 0.05);
  if (contrast < 3)
    return `${what}: focus ring ${ring.rgb.join()} on ${bg.join()}: contrast ${contrast.toFixed(2)} < 3`;
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  if (hit && !el.contains(hit) && !hit.contains(el))
    return `${what}: covered by ${hit.tagName.toLowerCase()}.${hit.className}`;
  return '';
}

/** A person at the keyboard: Tab, Shift+Tab, Enter, arrows. No mouse event is sent. */
export class Keyboard {
  constructor(readonly page: Page) {}

  async press(key: string) {
    await this.page.keyboard.press(key);
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus, then checks its focus ring. */
  async tabTo(target: Locator, options: { back?: boolean; max?: number } = {}) {
    // Found again at every press: the web page's drawn sign-in form is replaced by the live one
    // (which takes its focus and text over), and a handle held from before would stay on the drawing.
    for (let i = 0; i <= (options.max ?? 80); i++) {
      const focused = await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
        undefined,
        { timeout: 10_000 },
      );
      if (focused) {
        await this.ringShown();
        return;
      }
      await this.page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`the keyboard never reached ${target}`);
  }

  /** Tabs to `target` and presses Enter (or `key`). */
  async activate(target: Locator, key = 'Enter', options: { back?: boolean; max?: number } = {}) {
    await this.tabTo(target, options);
    await this.page.keyboard.press(key);
  }

  /** The focused control shows a ring of 3:1 that nothing covers. */
  async ringShown() {
    expect(await this.page.evaluate(ringProblem)).toBe('');
  }
}
