/**
 * The navbar's external links (SPEC 2: project documentation and repository). Set at build time
 * with VITE_DOCS_URL and VITE_REPO_URL.
 */
export const DOCS_URL: string =
  import.meta.env.VITE_DOCS_URL || 'https://github.com/vehicle-platform/admin-console#readme';
export const REPO_URL: string = import.meta.env.VITE_REPO_URL || 'https://github.com/vehicle-platform/admin-console';
