import type { StoreApi } from 'zustand/vanilla';
import type { SessionEndReason, SignInRequest } from '../../contract/platform.ts';
import type { Failure } from '../../contract/envelope.ts';
import type { Language } from '../../contract/constants.ts';
import type { RouteDef } from '../routes/types.ts';

/*
 * The ports the kernel serves to every screen (`Services`): what a session, the notifier, the tabs,
 * the progress bar and the settings are to their users. The stores below the kernel's users
 * (session/, notify/, tags/, layout/progress.ts, settings/) implement these; the kernel imports
 * none of them.
 */

// ── Session ───────────────────────────────────────────────────────────────────────────────────

export interface UserInfo {
  [field: string]: unknown;
}

/** The checked navigation answer (`readNav`): who is signed in, the menu, the permissions, the tabs. */
export interface Nav {
  userInfo: UserInfo;
  menuList: unknown;
  permissions: string[];
  tabs: string[];
}

/**
 * The session of SPEC.md section 4: logged out; logged in with routes not loaded; logged in with
 * routes loaded. `unknown` only while the console asks the gateway at start-up.
 *
 * A sign-in that the server answers with `mustChangePassword` adds no state: the session stays
 * *logged out* (no nav, no routes) while the gateway holds a token that the server accepts for the
 * password change and the exit only. `completePasswordChange()` then moves it to logged in, routes
 * not loaded, as an ordinary login does; `logout()` drops it.
 */
export interface SessionState {
  status: 'unknown' | 'loggedOut' | 'loggedIn';
  routesLoaded: boolean;
  nav: Nav | null;
  routes: RouteDef[];
  /** Why the last session ended when the shell ended it (the API host changed); shown on the sign-in screen. */
  endReason: SessionEndReason | null;
}

/** `load-failed`: the signed-in console's code, which the routes are built with, could not be loaded. */
export type LoadNavResult =
  { ok: true } | { ok: false; reason: 'no-user-info' | 'bad-menu' | 'call-failed' | 'load-failed' };
export type LoginResult = { ok: true } | { ok: true; mustChangePassword: true } | { ok: false; failure: Failure };

export interface Session {
  store: StoreApi<SessionState>;
  /** Asks the gateway whether a session exists and follows changes made elsewhere. */
  start(): Promise<void>;
  /** Signs in by password or SMS code; see above for an answer with `mustChangePassword`. */
  login(request: SignInRequest, remember: boolean): Promise<LoginResult>;
  /** The required password change succeeded: the held sign-in becomes the session. False when there is none any more. */
  completePasswordChange(): boolean;
  /** Generates the routes once after login (SPEC 2, 4); on failure the session is cleared. */
  loadNav(): Promise<LoadNavResult>;
  /**
   * Asks for the nav again after a change that may touch the user's own menu or permissions: the
   * menu and gated elements follow without a reload. A failure keeps the session and what is shown.
   */
  refreshNav(): Promise<boolean>;
  /** Calls the server's exit, then removes the token and resets the routes, whatever the answer. */
  logout(): Promise<void>;
  /** The token is no longer valid: clear everything without calling the server. */
  expire(): Promise<void>;
}

// ── Notifier ──────────────────────────────────────────────────────────────────────────────────

/**
 * Messages for the person at the screen. `toast`: brief, at the top (3000 ms); `notice`: a
 * notification at the top right (4500 ms) with a title. Texts are already translated.
 */
export type Message =
  | { channel: 'toast'; severity: 'success' | 'info' | 'warn' | 'error'; text: string }
  | { channel: 'notice'; severity: 'success' | 'info' | 'warn' | 'error'; title: string; text: string };

export interface Notifier {
  show(message: Message): void;
  subscribe(listener: (message: Message) => void): () => void;
}

// ── Tabs ──────────────────────────────────────────────────────────────────────────────────────

/** One open screen in the tags view. Identified by its route path; `search` is the latest query. */
export interface Tab {
  path: string;
  search: string;
  /** Locale key of the route title. */
  title: string;
  /** A `title` query parameter shown instead of the route title. */
  customTitle?: string;
  affix: boolean;
  keepAlive: boolean;
}

export type TabAction = 'refresh' | 'close' | 'close-others' | 'close-left' | 'close-right' | 'close-all';

export interface TabsState {
  tabs: Tab[];
  /** Bumped by refresh: a new key re-mounts the screen and drops its kept-alive state. */
  generation: Record<string, number>;
  restored: boolean;
}

export interface TabsStore {
  store: StoreApi<TabsState>;
  restore(routes: ReadonlyMap<string, RouteDef>): Promise<void>;
  visit(route: RouteDef, search: string): void;
  act(path: string, action: Exclude<TabAction, 'refresh'>): Tab[];
  refresh(path: string): void;
  reset(): void;
}

// ── Progress ──────────────────────────────────────────────────────────────────────────────────

export interface ProgressState {
  /** null: hidden. */
  value: number | null;
  fading: boolean;
}

export interface Progress {
  start(): void;
  done(): void;
  subscribe(listener: (state: ProgressState) => void): () => void;
  state(): ProgressState;
}

// ── Settings ──────────────────────────────────────────────────────────────────────────────────

export type LayoutMode = 'left' | 'top' | 'mix';
export type ThemeMode = 'light' | 'dark' | 'auto';
export type Size = 'default' | 'large' | 'small';

/**
 * Application settings (SPEC 3). `title` and `watermarkContent` are null while they follow the
 * app name of the current language (their default).
 */
export interface Settings {
  title: string | null;
  version: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  layout: LayoutMode;
  theme: ThemeMode;
  themeColor: string;
  watermarkEnabled: boolean;
  watermarkContent: string | null;
}

/** Persisted application state (SPEC 3): device, size, language, sidebar status, active top menu. */
export interface AppState {
  device: 'desktop' | 'mobile';
  size: Size;
  language: Language;
  sidebarStatus: 'opened' | 'closed';
  activeTopMenuPath: string;
}

export interface SettingsState {
  settings: Settings;
  app: AppState;
}

export interface SettingsStore {
  store: StoreApi<SettingsState>;
  update(patch: Partial<Settings>): void;
  updateApp(patch: Partial<AppState>): void;
  /** Back to the defaults of SPEC 3 (the language stays). */
  reset(): void;
}
