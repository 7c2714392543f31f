import { describe, expect, it } from 'vitest';
import { createSettingsStore } from '../../../../src/core/settings/settingsStore.ts';
import { APP_STATE_KEY, SETTINGS_KEY } from '../../../../src/core/settings/settings.ts';
import { DEFAULT_SETTINGS } from '../../../../src/core/settings/settings.ts';
import { MemoryStorage } from '../../support/memoryStorage.ts';

describe('settings store — SPEC 3: settings persist locally', () => {
  it('starts from the SPEC 3 defaults, the language taken from the browser', async () => {
    const settings = await createSettingsStore(new MemoryStorage(), 'en');
    expect(settings.store.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.store.getState().app.language).toBe('en');
    expect(settings.store.getState().app.sidebarStatus).toBe('closed');
  });

  it('keeps a change, and a new page reads it back', async () => {
    const storage = new MemoryStorage();
    const first = await createSettingsStore(storage, 'zh-cn');
    first.update({ layout: 'mix', tagsView: false });
    first.updateApp({ language: 'en', sidebarStatus: 'opened' });
    await Promise.resolve();
    const second = await createSettingsStore(storage, 'zh-cn');
    expect(second.store.getState().settings).toMatchObject({ layout: 'mix', tagsView: false });
    expect(second.store.getState().app).toMatchObject({ language: 'en', sidebarStatus: 'opened' });
  });

  it('refuses values outside SPEC 3 and keeps the previous ones', async () => {
    const settings = await createSettingsStore(new MemoryStorage(), 'zh-cn');
    settings.update({ layout: 'diagonal' as never });
    expect(settings.store.getState().settings.layout).toBe('left');
  });

  it('applies a change another page made, live', async () => {
    const storage = new MemoryStorage();
    const settings = await createSettingsStore(storage, 'zh-cn');
    storage.external(SETTINGS_KEY, { ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(settings.store.getState().settings.theme).toBe('dark');
    storage.external(APP_STATE_KEY, { language: 'en', sidebarStatus: 'opened' });
    expect(settings.store.getState().app.language).toBe('en');
  });

  it('reset goes back to the defaults but keeps the language and the sidebar', async () => {
    const storage = new MemoryStorage();
    const settings = await createSettingsStore(storage, 'en');
    settings.update({ theme: 'dark', watermarkEnabled: true });
    settings.updateApp({ sidebarStatus: 'opened' });
    settings.reset();
    expect(settings.store.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.store.getState().app).toMatchObject({ language: 'en', sidebarStatus: 'opened' });
    await Promise.resolve();
    expect(storage.values.get(SETTINGS_KEY)).toEqual(DEFAULT_SETTINGS);
  });

  it('works on defaults when the storage cannot be read or written', async () => {
    const storage = new MemoryStorage();
    storage.failing = true;
    const settings = await createSettingsStore(storage, 'zh-cn');
    expect(settings.store.getState().settings).toEqual(DEFAULT_SETTINGS);
    expect(() => settings.update({ theme: 'dark' })).not.toThrow();
    expect(settings.store.getState().settings.theme).toBe('dark');
  });
});
