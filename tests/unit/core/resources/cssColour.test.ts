import { describe, expect, it } from 'vitest';
import { isCssColour } from '../../../../src/core/resources/cssColour.ts';

describe('isCssColour — a colour from server data reaches a style only when it is a CSS colour', () => {
  it.each([
    '#fff',
    '#FFF',
    '#ffff',
    '#4080FF',
    '#4080ff80',
    'rgb(64, 128, 255)',
    'rgba(64,128,255,0.5)',
    'rgb(64 128 255)',
    'rgb(64 128 255 / 50%)',
    'rgb(25%, 50%, 100%)',
    'RGBA(0, 0, 0, .3)',
    'hsl(220, 100%, 63%)',
    'hsla(220deg, 100%, 63%, 0.4)',
    'hsl(0.6turn 100% 63% / .4)',
    'hsl(-30, 50%, 50%)',
  ])('accepts %s', (colour) => {
    expect(isCssColour(colour)).toBe(true);
  });

  it.each([
    // Hostile: a second declaration, a request, script-era IE expressions, custom properties.
    'red;background:url(https://evil.example/x)',
    '#fff;background:url(https://evil.example/x)',
    '#fff; position: fixed',
    'expression(alert(1))',
    'rgb(expression(alert(1)),0,0)',
    'var(--x)',
    'rgb(var(--x), 0, 0)',
    'url(https://evil.example/track.png)',
    'url(data:image/svg+xml,<svg/>)',
    'calc(1px)',
    'rgb(calc(1), 2, 3)',
    '#fff}body{display:none',
    '#fff\n;color:red',
    'rgb(1,2,3) url(x)',
    'rgb(1,2,3);',
    '/**/#fff',
    '\\23 fff',
    // Not a colour at all, or not one of the accepted forms.
    '',
    ' ',
    '#',
    '#ff',
    '#fffff',
    '#ggg',
    '#4080FF ',
    ' #4080FF',
    '4080FF',
    'red',
    'transparent',
    'currentColor',
    'inherit',
    'rgb()',
    'rgb(1,2)',
    'rgb(1,2,3,4,5)',
    'rgb(1, 2 3)',
    'rgb(a,b,c)',
    'rgb(1,2,3',
    'hsl(1,2,3)',
    `#${'f'.repeat(200)}`,
    `rgb(${'1'.repeat(80)}, 0, 0)`,
  ])('refuses %j', (value) => {
    expect(isCssColour(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 0x4080ff, { toString: () => '#fff' }, ['#fff']])
      expect(isCssColour(value)).toBe(false);
  });
});
