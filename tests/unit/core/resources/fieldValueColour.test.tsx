// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FieldValue } from '../../../../src/core/resources/components/FieldValue.tsx';
import type { FieldDef } from '../../../../src/core/resources/types.ts';

const colour: FieldDef = { key: 'color', label: 'resources.tag.fields.color', type: 'color' };
const tags: FieldDef = { key: 'tagIds', label: 'resources.user.fields.tagIds', type: 'tags', display: 'tags' };
const HOSTILE = [
  'red;background:url(https://evil.example/x)',
  'url(https://evil.example/x)',
  'var(--x)',
  'expression(alert(1))',
];

describe('a colour from server data reaches a style only when it is a CSS colour', () => {
  it('a colour field shows a swatch for a CSS colour, as background-color', () => {
    const view = render(<FieldValue field={colour} record={{ id: 1, color: '#4080FF' }} />);
    const swatch = view.container.querySelector<HTMLElement>('.resource-colour__swatch');
    expect(swatch?.style.backgroundColor).toBe('rgb(64, 128, 255)');
    expect(view.container.textContent).toBe('#4080FF');
  });

  it.each(HOSTILE)('a colour field shows %j as text only, with no style', (value) => {
    const view = render(<FieldValue field={colour} record={{ id: 1, color: value }} />);
    expect(view.container.querySelector('.resource-colour__swatch')).toBeNull();
    expect(view.container.querySelector('[style]')).toBeNull();
    expect(view.container.textContent).toBe(value);
  });

  it('a tag chip gets its dot only for a CSS colour', () => {
    const record = {
      id: 1,
      tagIds: [1, 2, 3],
      tags: [
        { id: 1, name: 'ok', color: 'rgb(1, 2, 3)' },
        ...HOSTILE.slice(0, 2).map((color, i) => ({ id: i + 2, name: `bad${i}`, color })),
      ],
    };
    const view = render(<FieldValue field={tags} record={record} />);
    const dots = view.container.querySelectorAll<HTMLElement>('.resource-chip__dot');
    expect(dots).toHaveLength(1);
    expect(dots[0]!.style.backgroundColor).toBe('rgb(1, 2, 3)');
    expect(view.container.querySelectorAll('[style]')).toHaveLength(1);
    expect(view.container.textContent).toBe('okbad0bad1');
  });
});
