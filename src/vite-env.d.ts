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
