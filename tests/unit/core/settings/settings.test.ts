import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SETTINGS, readAppState, readSettings } from '../../../../src/core/settings/settings.ts';
import { derivePalette, mix, watermarkColor } from '../../../../src/core/settings/palette.ts';

describe('application settings — SPEC 3 defaults', () => {
  it('has every setting with its default', () => {
    expect(readSettings(undefined)).toEqual({
      title: null, // the app name of the current language
      version: '0.1.0',
      showSettings: true,
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      layout: 'left',
      theme: 'light',
      themeColor: '#4080FF',
      watermarkEnabled: false,
      watermarkContent: null, // the app name
    });
  });

  it('persisted application state: size default, language from the browser, sidebar closed', () => {
    expect(readAppState(undefined, 'en')).toEqual({
      device: 'desktop',
      size: 'default',
      language: 'en',
      sidebarStatus: 'closed',
      activeTopMenuPath: '',
    });
  });

  it('keeps valid stored values', () => {
    expect(readSettings({ layout: 'mix', theme: 'auto', themeColor: '#13c2c2', tagsView: false })).toMatchObject({
      layout: 'mix',
      theme: 'auto',
      themeColor: '#13C2C2',
      tagsView: false,
    });
    expect(
      readAppState({ size: 'large', language: 'zh-cn', sidebarStatus: 'opened', activeTopMenuPath: '/config' }, 'en'),
    ).toMatchObject({ size: 'large', language: 'zh-cn', sidebarStatus: 'opened', activeTopMenuPath: '/config' });
  });

  it('falls back to defaults for corrupt or outdated values, field by field', () => {
    expect(
      readSettings({ layout: 'diagonal', themeColor: 'red; background:url(x)', showSettings: 'yes', title: 42 }),
    ).toEqual(DEFAULT_SETTINGS);
    expect(readAppState({ language: 'fr', size: 'huge', activeTopMenuPath: 'javascript:x' }, 'zh-cn')).toMatchObject({
      language: 'zh-cn',
      size: 'default',
      activeTopMenuPath: '',
    });
    fc.assert(
      fc.property(fc.anything(), (stored) => {
        const settings = readSettings(stored);
        expect(['left', 'top', 'mix']).toContain(settings.layout);
        expect(settings.themeColor).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });
});

describe('palette — SPEC 4: 9 lighter shades and one darker shade (20 percent)', () => {
  it('mixes the theme colour with white at 10 %…90 % and with black at 20 %', () => {
    const palette = derivePalette('#4080FF');
    expect(palette.primary).toBe('#4080FF');
    expect(palette.light).toHaveLength(9);
    expect(palette.light[0]).toBe(mix('#4080FF', '#FFFFFF', 0.1));
    expect(palette.light[0]).toBe('#538DFF');
    expect(palette.light[8]).toBe('#ECF2FF');
    expect(palette.dark).toBe('#3366CC');
  });

  it('rejects what is not a colour', () => {
    expect(() => derivePalette('blue')).toThrow();
  });

  it('watermark colour: 15 % white in the dark theme, 15 % black otherwise', () => {
    expect(watermarkColor(true)).toBe('rgba(255, 255, 255, 0.15)');
    expect(watermarkColor(false)).toBe('rgba(0, 0, 0, 0.15)');
  });
});

describe('readable text on any theme colour (WCAG AA)', () => {
  it('puts white or near-black on the theme colour, whichever reads at 4.5:1', async () => {
    const { contrastRatio, textOnColor } = await import('../../../../src/core/settings/palette.ts');
    for (const color of ['#4080FF', '#F5222D', '#13C2C2', '#FFEB3B', '#1A237E']) {
      expect(contrastRatio(textOnColor(color), color)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('picks a primary text shade that reads on the light and the dark surface', async () => {
    const { contrastRatio, primaryTextColor } = await import('../../../../src/core/settings/palette.ts');
    for (const color of ['#4080FF', '#13C2C2', '#FFEB3B', '#1A237E']) {
      expect(contrastRatio(primaryTextColor(color, false), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(primaryTextColor(color, true), '#1F2937')).toBeGreaterThanOrEqual(4.5);
    }
  });
});
