/** The code viewer's defaults (SPEC 9: text mode, 2-space indent, line numbers) and its text. Pure. */
export type CodeMode = 'text' | 'json';

export const CODE_VIEWER_DEFAULTS = { mode: 'text', indent: 2, lineNumbers: true } as const satisfies {
  mode: CodeMode;
  indent: number;
  lineNumbers: boolean;
};

/** The text shown for a value: strings as they are, anything else as JSON indented by `indent` spaces. */
export function codeText(value: unknown, indent: number = CODE_VIEWER_DEFAULTS.indent): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The lines of a text; a trailing line break does not make an empty last line. */
export function codeLines(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}
