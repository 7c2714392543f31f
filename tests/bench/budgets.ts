/**
 * Every speed and size budget of the console, in one place. `npm run bench` measures each figure,
 * prints it beside its budget and exits non-zero when one is broken; the end-to-end budget test
 * checks the counted ones (bytes, requests, chunk sizes, the store zip, all code) on every `npm test`.
 *
 * Bytes are what the browser receives: HTML, scripts, styles, fonts, images and texts, compressed
 * as a static host with precompressed files sends them (gzip level 9; fonts and images as they are).
 */
export interface Budget {
  /** What is measured, as the table prints it. */
  label: string;
  /** The largest value that passes (`atLeast`: the smallest). */
  limit: number;
  unit: 'KB' | 'MB' | 'ms' | 'requests' | 'nodes' | '%' | 'count';
  atLeast?: boolean;
}

export const BUDGETS = {
  /**
   * 121, counted from nginx's answers (deploy/nginx.conf, the build's .gz files) in the end-to-end
   * budget test. It was 120 (121 for a while: the one rule of what is secret, src/contract/secrets.ts,
   * runs on every reply in the page), then 124 at 123.1–124.0 KB after the secret names of real-world
   * forms and the one API path check (the page's gateway, +0.8 KB), the early captcha of the drawn form
   * (+0.8 KB, the entry), the areas declared once in the contract and the header's theme switch.
   * 120.3 KB on 2026-11-27 once the features' declarations, screens and route table and the route
   * resolution inside the layout became the signed-in chunk's (the console's chunk 102.7 → 99.0 KB).
   * Not yet the 110 of issue 52: i18next and react-i18next are 17.4 KB of the console's chunk, React DOM
   * with React about 68, our own code left about 13 (docs/performance.md says what is in it). 120.6 KB on
   * 2026-11-28, after the drawn form's code image (SPEC 3, +0.03 KB) and the shell's holding out of
   * the page's entry (−0.4 KB). 122 on 2026-11-28 for the drawn form's own sign-in (issue 52: Sign
   * in pressed before the console has loaded is sent at once; the entry's code for it and the
   * console's taking over of its answer, +0.55 KB): 121.4 KB.
   */
  loginBytes: { label: '/login: bytes on the wire, everything', limit: 122, unit: 'KB' },
  loginRequests: { label: '/login: requests for files', limit: 12, unit: 'requests' },
  loginSmallestChunk: {
    label: '/login: smallest script on the critical path',
    limit: 2,
    unit: 'KB',
    atLeast: true,
  },
  loginFormVisible: { label: '/login: navigation start → sign-in form painted', limit: 350, unit: 'ms' },
  /**
   * The form a person sees first is drawn from the page's HTML; Sign in works once the console's
   * own form has taken it over (tests/bench/loginLoad.bench.ts). About 100 ms after the drawn form on
   * a quiet test host (207 → 305 ms), 449 ms on 2026-11-26 with the machine busy (its static floor
   * 235 ms): about twice the quiet figure, as loginFormVisible's 350 ms is for its own.
   */
  loginFormWorking: {
    label: '/login: navigation start → the live form painted (Sign in works)',
    limit: 600,
    unit: 'ms',
  },
  /**
   * Issue 52's goals, each against the machine's floor measured in the same run beside it (an
   * extension page of the same package with one input; the web page's own static copy): the side
   * panel opened → its sign-in form ≤ 1.5 × the floor (the drawing of the last view, before the
   * code); opened signed in → a dashboard figure ≤ 2 × (the last opening's figures drawn, then
   * refreshed); the web sign-in form working ≤ 1.5 × its static page.
   */
  panelFormVsFloor: { label: 'side panel opened → sign-in form, over the floor', limit: 150, unit: '%' },
  panelDashboardVsFloor: {
    label: 'side panel opened signed in → dashboard figure, over the floor',
    limit: 200,
    unit: '%',
  },
  /**
   * Sign in pressed as soon as the form is painted (filled first) → the sign-in call leaves the page
   * (loginLoad.bench.ts, watchSignInSent): the drawn form sends it itself since 2026-11-28; before,
   * it kept the press for the live form, 213 % (the live form in place at 260 ms against 122).
   */
  loginWorkingVsFloor: {
    label: '/login: Sign in pressed at first paint → sent, over its static page',
    limit: 150,
    unit: '%',
  },
  dashboardRequests: { label: 'sign-in → dashboard: more requests for files', limit: 8, unit: 'requests' },
  /**
   * 98.5 KB on 2026-11-26 (the trends' chunk aside: chartBytes) + 12 %: a new library on the way fails it.
   * Raised to 120 on 2026-11-27 for one: the data layer (TanStack Query) adds 12.2 KB gzip to the
   * signed-in chunk (75.7 → 88.0 KB) and nothing to /login; the dashboard measured 115.4 KB with it.
   * Raised to 124 on 2026-11-27 for what left /login for it: the features' declarations, screens and
   * route table (+3.9 KB, the signed-in chunk 86.4 → 90.3 KB): 118.4 → 122.3 KB.
   */
  dashboardBytes: { label: 'sign-in → dashboard: more bytes for files', limit: 124, unit: 'KB' },
  /**
   * Every chunk, loaded or not: 470.4 KB gzip on 2026-11-26 + 10 % (520). Raised to 545 on 2026-11-27
   * for three capabilities, none of it on /login: the data layer (TanStack Query, +12.4 KB), the
   * import (its own chunk, 11.0 KB, loaded when Import opens) and saved views; measured 530.6 KB.
   */
  webCodeTotal: { label: 'web build: all JS and CSS', limit: 545, unit: 'KB' },
  signInToDashboard: { label: 'sign-in submit → dashboard painted', limit: 400, unit: 'ms' },
  /** The figures need their five calls after the menu's: the same 400 ms as the dashboard's first paint. */
  signInToFigures: { label: 'sign-in submit → the figures drawn', limit: 400, unit: 'ms' },
  /** The trends come after the figures: their chunk (uPlot in it) and one stats call per chart. */
  chartBytes: { label: 'dashboard trends: bytes after the figures', limit: 60, unit: 'KB' },
  chartRequests: { label: 'dashboard trends: requests after the figures', limit: 4, unit: 'requests' },
  /**
   * Measured with V8's compiling tiers off (tests/bench/browser.bench.ts, benchHeap): the issue's
   * +10 % was set on the heap with machine code in it (9.2 MB at the baseline), which leaves an
   * object leak ~0.9 MB; on the heap the console keeps (6.3 MB) 5 % is ~0.3 MB over 20 tabs.
   */
  heapKeptAfter20Tabs: { label: 'JS heap the console keeps after opening and closing 20 tabs', limit: 5, unit: '%' },
  /**
   * The heap as shipped, machine code in it: +11.8 % and +11.9 % in the last two runs; 15 % leaves
   * the compiler's own spread and fails a doubling.
   */
  heapShippedAfter20Tabs: { label: 'JS heap after 20 tabs, with the machine code V8 compiles', limit: 15, unit: '%' },
  /** 1,173 on 2026-11-26, the same as at the baseline and after 40 tabs; + 11 %. */
  domNodesAfter20Tabs: { label: 'DOM nodes after opening and closing 20 tabs', limit: 1300, unit: 'nodes' },
  /** 122–150 ms on quiet runs, 241 ms on 2026-11-26 with the machine busy: about twice that. */
  menuClickToScreen: { label: 'web: menu click → next screen painted', limit: 450, unit: 'ms' },
  buildRoutes10k: { label: 'buildRoutes, 10,000 menu entries (median)', limit: 10, unit: 'ms' },
  /**
   * The worker's own processor time in one round of 50 watches, all changed (watchRound.bench.ts: the
   * calls answered by a host in the process after 5 ms each; reading, diffing, notifying and sealing
   * the list again): 8.5–10.8 ms on 2026-11-27 with the machine loaded, so a doubling fails. The
   * round's wall time (76–146 ms there, 13 waves of 4 calls) is reported beside it, not budgeted.
   */
  watchRound50: { label: 'extension: processor time of one watch round, 50 changed watches', limit: 20, unit: 'ms' },
  /**
   * Signed in, on a page of ten users whose answer is checked on both paths (browser.bench.ts,
   * benchExtension): a worker answering without the server, or refusing, breaks the run.
   */
  proxiedOverhead: { label: 'extension: proxied list call over a direct one', limit: 3, unit: 'ms' },
  /** 31–36 ms in earlier runs, 32 ms signed in on 2026-11-26: under twice that, so a doubling fails. */
  extensionColdStart: { label: 'extension: worker cold start → first proxied reply', limit: 60, unit: 'ms' },
  /**
   * The side panel beside a help desk (docs/support-desk.md): the ticket's tab activated → the cards
   * of its mobile and its order number drawn; 165 ms in the end-to-end test of 2026-11-27.
   */
  pageBesideCards: { label: 'side panel: help-desk tab activated → two cards drawn', limit: 500, unit: 'ms' },
  /** 650, not 500: the export (CSV, and XLSX zipped with fflate) ships in the packages. */
  extensionZip: { label: 'extension zip', limit: 650, unit: 'KB' },
  exportCsv100k: { label: 'export of 100,000 users as CSV: click → file', limit: 15_000, unit: 'ms' },
  exportXlsx100k: { label: 'export of 100,000 users as XLSX: click → file', limit: 45_000, unit: 'ms' },
  exportPeakHeap: { label: 'export: largest JS heap while it runs', limit: 250, unit: 'MB' },
  exportHeapAfter: { label: 'export: JS heap after it, over its baseline', limit: 10, unit: '%' },
  exportCancel: { label: 'export: Cancel → the last list call', limit: 1000, unit: 'ms' },
  /**
   * The import's chunk (ImportDialog: the CSV and XLSX readers, the header matching, the checks and
   * the dialog, with its styles), which loads only when Import is opened; the zip library it unpacks
   * a workbook with is the export's chunk (fflate), loaded only when a workbook is read. 11.0 KB
   * gzip on 2026-11-27 + 25 %.
   */
  importChunk: { label: 'import: its chunk, loaded when Import is opened', limit: 14, unit: 'KB' },
  /**
   * A working session on a flaky network (chaos.bench.ts): 20 % of the calls fail (seeded), the
   * browser offline twice for 5 s. What a person would lose is counted; each budget is none.
   */
  chaosPageErrors: { label: 'flaky network: uncaught page errors', limit: 0, unit: 'count' },
  chaosWritesTwice: { label: 'flaky network: writes the server received twice', limit: 0, unit: 'count' },
  chaosValuesLost: { label: 'flaky network: typed values lost by a failed save', limit: 0, unit: 'count' },
  chaosScreensInError: { label: 'flaky network: screens in error once back online', limit: 0, unit: 'count' },
  chaosOnlineToFresh: { label: 'flaky network: online → the shown screen fresh', limit: 3000, unit: 'ms' },
} as const satisfies Record<string, Budget>;

export type BudgetKey = keyof typeof BUDGETS;

export function withinBudget(key: BudgetKey, value: number): boolean {
  const budget: Budget = BUDGETS[key];
  return budget.atLeast ? value >= budget.limit : value <= budget.limit;
}

export function formatFigure(unit: Budget['unit'], value: number): string {
  if (unit === 'KB' || unit === 'MB') return `${value.toFixed(1)} ${unit}`;
  if (unit === 'ms') return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  if (unit === '%') return `${value.toFixed(1)} %`;
  return String(value);
}

export function formatBudget(key: BudgetKey): string {
  const budget: Budget = BUDGETS[key];
  return `${budget.atLeast ? '≥' : '≤'} ${formatFigure(budget.unit, budget.limit)}`;
}

/** The budgets a run breaks: a figure over its budget, or one not measured at all. */
export function brokenBudgets(figures: ReadonlyMap<BudgetKey, number>): BudgetKey[] {
  return (Object.keys(BUDGETS) as BudgetKey[]).filter((key) => {
    const value = figures.get(key);
    return value === undefined || !withinBudget(key, value);
  });
}
