/**
 * The request log as support staff read it and copy it (pure): each call's line style (SPEC 9 log
 * line styles), the errors-only filter, and the diagnostic report "Copy report" puts on the clipboard.
 */
import type { LoggedCall } from '../../contract/platform.ts';
import { APP_VERSION, RESULT_CODES } from '../../contract/constants.ts';
import { redact, REPORT_LIMITS } from '../../contract/secrets.ts';

/** SPEC 9: log line styles. */
export const LOG_LINE_STYLES = ['error', 'info', 'warning', 'success'] as const;
export type LogLineStyle = (typeof LOG_LINE_STYLES)[number];

/**
 * error: no answer, or an HTTP error status; warning: the server answered but refused (an envelope
 * code other than 0); success: code 0; info: an answer without an envelope (an image, raw data).
 */
export function lineStyle(call: Pick<LoggedCall, 'outcome' | 'code'>): LogLineStyle {
  if (call.outcome !== 'ok') return 'error';
  if (call.code === undefined) return 'info';
  return String(call.code) === RESULT_CODES.SUCCESS ? 'success' : 'warning';
}

/** Whether the errors-only filter keeps a call: failures and refusals. */
export function isProblem(call: Pick<LoggedCall, 'outcome' | 'code'>): boolean {
  const style = lineStyle(call);
  return style === 'error' || style === 'warning';
}

/** Newest first, optionally only the problems. */
export function visibleCalls(calls: readonly LoggedCall[], problemsOnly: boolean): LoggedCall[] {
  return calls.filter((call) => !problemsOnly || isProblem(call)).reverse();
}

export interface ReportContext {
  shell: 'web' | 'extension';
  /** The browser as it names itself (brands and version, or the user agent). */
  browser: string;
  language: string;
  /** The console's route (path and query inside the hash). */
  route: string;
  /** When the report was made. */
  now: Date;
  /** Whose calls these are, as the console says it (the log is the calls of the signed-in session). */
  callsOf: string;
}

/**
 * The diagnostic report: console version (SPEC 3 `version`), shell, browser, language, route, whose
 * calls they are and the calls, oldest first. Redacted again as a whole, whatever the log already removed.
 */
export function buildReport(calls: readonly LoggedCall[], context: ReportContext): string {
  const report = {
    console: {
      version: APP_VERSION,
      shell: context.shell,
      browser: context.browser,
      language: context.language,
      route: context.route,
      createdAt: context.now.toISOString(),
      callsOf: context.callsOf,
    },
    calls: calls.map((call) => ({ ...call, at: new Date(call.at).toISOString(), style: lineStyle(call) })),
  };
  return JSON.stringify(redact(report, [], REPORT_LIMITS), null, 2);
}

/** The browser's name for the report: its brands with versions when it gives them, else its user agent. */
export function browserName(nav: {
  userAgent: string;
  userAgentData?: { brands?: readonly { brand: string; version: string }[] };
}): string {
  const brands = nav.userAgentData?.brands?.filter((b) => !/not.?a.?brand/i.test(b.brand)) ?? [];
  return brands.length > 0 ? brands.map((b) => `${b.brand} ${b.version}`).join(', ') : nav.userAgent;
}
