// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { applyDark } from '../../../../src/core/settings/applyTheme.ts';

const sheet = () => document.getElementById('console-dark-theme');

describe('applyDark: SPEC 4 class `dark` with PrimeReact’s dark sheet', () => {
  afterEach(async () => {
    await applyDark(document.documentElement, false);
  });

  it('switched on a page already shown: the class comes with the sheet, never before it', async () => {
    const root = document.documentElement;
    const seen: boolean[] = [];
    const watch = new MutationObserver(() => seen.push(root.classList.contains('dark') && !sheet()));
    watch.observe(root, { attributes: true, attributeFilter: ['class'] });
    const done = applyDark(root, true, false);
    expect(root.classList.contains('dark')).toBe(false);
    await done;
    watch.disconnect();
    expect(root.classList.contains('dark')).toBe(true);
    expect(sheet()).not.toBeNull();
    // The class changed once, and at that moment the sheet was already in place.
    expect(seen).toEqual([false]);
  });

  it('the first look: the class at once, the sheet after it', async () => {
    const root = document.documentElement;
    const done = applyDark(root, true, true);
    expect(root.classList.contains('dark')).toBe(true);
    await done;
    expect(sheet()).not.toBeNull();
  });

  it('light again while the sheet loads: neither the class nor the sheet comes', async () => {
    const root = document.documentElement;
    const dark = applyDark(root, true, false);
    await applyDark(root, false);
    await dark;
    expect(root.classList.contains('dark')).toBe(false);
    expect(sheet()).toBeNull();
  });

  it('dark again with the sheet in place: the class at once', async () => {
    const root = document.documentElement;
    await applyDark(root, true, false);
    root.classList.remove('dark');
    void applyDark(root, true, false);
    expect(root.classList.contains('dark')).toBe(true);
  });
});
