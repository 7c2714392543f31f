import { describe, expect, it } from 'vitest';
import { CODE_VIEWER_DEFAULTS, codeLines, codeText } from '../../../../src/core/components/codeViewer.ts';

describe('code viewer (SPEC 9: text mode, 2-space indent, line numbers)', () => {
  it('has the defaults of SPEC.md', () => {
    expect(CODE_VIEWER_DEFAULTS).toEqual({ mode: 'text', indent: 2, lineNumbers: true });
  });

  it('shows records as JSON indented by two spaces, and text as it is', () => {
    expect(codeText({ id: 1, tags: ['a'] })).toBe('{\n  "id": 1,\n  "tags": [\n    "a"\n  ]\n}');
    expect(codeText({ id: 1 }, 4)).toBe('{\n    "id": 1\n}');
    expect(codeText('<b>as is</b>')).toBe('<b>as is</b>');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(codeText(cyclic)).toBe('[object Object]');
  });

  it('numbers lines without an empty last one', () => {
    expect(codeLines('a\r\nb\n')).toEqual(['a', 'b']);
    expect(codeLines('')).toEqual(['']);
  });
});
