/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API base of the web build; empty: the page's own origin. */
  readonly VITE_API_BASE?: string;
  /** Default API host of the extension, until the options page sets another. */
  readonly VITE_EXTENSION_API_BASE?: string;
  /** The navbar's documentation link. */
  readonly VITE_DOCS_URL?: string;
  /** The navbar's repository link. */
  readonly VITE_REPO_URL?: string;
}

/** Every language's texts for a console that cannot start (scripts/vite/localeParts.ts). */
declare module 'virtual:console-locale/startup' {
  const texts: Record<string, { loadFailed: string; reload: string }>;
  export default texts;
}

/** One part of one language's texts (scripts/vite/localeParts.ts). */
declare module 'virtual:console-locale/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module declaration cannot import at top level
  const texts: import('./core/i18n/parts.ts').Texts;
  export default texts;
}

/** An SVG file's path outlines (scripts/vite/svgOutlines.ts). */
declare module '*.svg?outlines' {
  const outlines: readonly string[];
  export default outlines;
}
