// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURE_GROUPS } from '../../../src/features/index.ts';

/**
 * Issue rule "core knows no business": the features contribute their lookup targets, their
 * pending work, their screens and their own calls; no code or style of src/core names a feature's
 * path, screen or the withdrawal area.
 */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|css)$/.test(name) ? [path] : [];
  });
}

const GROUPS = ['business', 'config', 'organization', 'permission'];
/** A route or API path of a feature group: `/business/…`, `/api/config/…`; not an import of core's own folders (`../permission/`). */
const groupPath = (group: string) => new RegExp(`(^|[^.])/${group}/`);
const FEATURE_SCREENS = FEATURE_GROUPS.flatMap((group) => Object.keys(group.screens));

function offences(source: string): string[] {
  const found: string[] = [];
  for (const group of GROUPS) if (groupPath(group).test(source)) found.push(`the path /${group}/`);
  if (/withdraw/i.test(source)) found.push('a withdrawal name');
  for (const screen of FEATURE_SCREENS) if (source.includes(`'${screen}'`)) found.push(`the screen '${screen}'`);
  return found;
}

describe('core knows no business', () => {
  it('the rule reads what it should: a business path, a withdrawal name, a feature screen', () => {
    expect(FEATURE_SCREENS).toContain('user-look');
    expect(offences(`const USERS = '/business/user';`)).toEqual(['the path /business/']);
    expect(offences(`url: '/api/config/brand/list'`)).toEqual(['the path /config/']);
    expect(offences(`usePendingWithdrawals()`)).toEqual(['a withdrawal name']);
    expect(offences(`screen: 'role-admin'`)).toEqual([`the screen 'role-admin'`]);
    expect(offences(`import { Permission } from '../../permission/Permission.tsx';`)).toEqual([]);
  });

  it('no file of src/core names a feature path, a withdrawal or a feature screen', () => {
    const found = files('src/core').flatMap((file) =>
      offences(readFileSync(file, 'utf8')).map((offence) => `${file}: ${offence}`),
    );
    expect(found).toEqual([]);
  });
});
