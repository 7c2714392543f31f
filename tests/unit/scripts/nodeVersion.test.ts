import { describe, expect, it } from 'vitest';
import { isMajor } from '../../../scripts/nodeVersion.ts';

describe('the other Nodes run checks the fetched Node is the version asked for', () => {
  it('accepts v22.x for 22 and v24.x for 24', () => {
    expect(isMajor('v22.11.0', '22')).toBe(true);
    expect(isMajor('v24.0.1', '24')).toBe(true);
  });

  it('refuses another major, a prefix of one, no answer and a malformed request', () => {
    expect(isMajor('v20.19.0', '22')).toBe(false);
    expect(isMajor('v220.1.0', '22')).toBe(false);
    expect(isMajor('v2.2.0', '2')).toBe(true);
    expect(isMajor('', '22')).toBe(false);
    expect(isMajor('22.1.0', '22')).toBe(false);
    expect(isMajor('v22.1.0', '')).toBe(false);
    expect(isMajor('v22.1.0', '2')).toBe(false);
  });
});
