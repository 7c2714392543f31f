import { DEFAULT_THEME_COLOR, LANGUAGES, type Language } from '../../contract/constants.ts';
import type { AppState, LayoutMode, Settings, Size, ThemeMode } from '../kernel/ports.ts';

/** Storage keys: settings persist locally (web: localStorage; extension: chrome.storage.local). */
export const SETTINGS_KEY = 'app-settings';
export const APP_STATE_KEY = 'app-state';

export const LAYOUTS: readonly LayoutMode[] = ['left', 'top', 'mix'];
export const THEMES: readonly ThemeMode[] = ['light', 'dark', 'auto'];
export const SIZES: readonly Size[] = ['default', 'large', 'small'];

export const DEFAULT_SETTINGS: Settings = {
  title: null,
  version: '0.1.0',
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  layout: 'left',
  theme: 'light',
  themeColor: DEFAULT_THEME_COLOR,
  watermarkEnabled: false,
  watermarkContent: null,
};

export function defaultAppState(language: Language): AppState {
  return { device: 'desktop', size: 'default', language, sidebarStatus: 'closed', activeTopMenuPath: '' };
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown, fallback: string | null, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : value === null ? null : fallback;

/**
 * Reads stored settings field by field: a corrupt, outdated or hostile value falls back to its
 * default, and the page never breaks on what it finds in storage.
 */
export function readSettings(stored: unknown): Settings {
  const s =
    stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const d = DEFAULT_SETTINGS;
  return {
    title: text(s.title, d.title, 60),
    version: d.version,
    showSettings: bool(s.showSettings, d.showSettings),
    tagsView: bool(s.tagsView, d.tagsView),
    fixedHeader: bool(s.fixedHeader, d.fixedHeader),
    sidebarLogo: bool(s.sidebarLogo, d.sidebarLogo),
    layout: oneOf(LAYOUTS, s.layout, d.layout),
    theme: oneOf(THEMES, s.theme, d.theme),
    themeColor:
      typeof s.themeColor === 'string' && HEX_COLOR.test(s.themeColor) ? s.themeColor.toUpperCase() : d.themeColor,
    watermarkEnabled: bool(s.watermarkEnabled, d.watermarkEnabled),
    watermarkContent: text(s.watermarkContent, d.watermarkContent, 80),
  };
}

export function readAppState(stored: unknown, language: Language): AppState {
  const s =
    stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const d = defaultAppState(language);
  return {
    device: oneOf(['desktop', 'mobile'] as const, s.device, d.device),
    size: oneOf(SIZES, s.size, d.size),
    language: oneOf(LANGUAGES, s.language, d.language),
    sidebarStatus: oneOf(['opened', 'closed'] as const, s.sidebarStatus, d.sidebarStatus),
    activeTopMenuPath:
      typeof s.activeTopMenuPath === 'string' && s.activeTopMenuPath.startsWith('/')
        ? s.activeTopMenuPath.slice(0, 200)
        : d.activeTopMenuPath,
  };
}
