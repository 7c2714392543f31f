import { describe, expect, it } from 'vitest';
import { menuEntryLabel, routeTitleKeys } from '../../../../src/core/routes/menuView.ts';
import { CONSTANT_ROUTES } from '../../../../src/core/routes/table.ts';
import { PERMISSION_ROUTES } from '../../../../src/features/index.ts';
import en from '../../../../locales/en.json';

const titles = routeTitleKeys([...CONSTANT_ROUTES, ...PERMISSION_ROUTES]);
const t = (key: string): string =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], en) as string;
const entry = (name: string, url: string, type: number, perms = '') => ({ name, url, perms, type });

describe('the menu screen names entries the way the sidebar does', () => {
  it('in English: directories and menus by the route they open, buttons by the action they grant', () => {
    expect(menuEntryLabel(entry('业务管理', 'business', 0), 'en', t, titles)).toBe('Business');
    expect(menuEntryLabel(entry('提现记录', 'withdrawal', 1), 'en', t, titles)).toBe('Withdrawal records');
    expect(menuEntryLabel(entry('菜单管理', 'Menu', 1), 'en', t, titles)).toBe('Menus');
    expect(menuEntryLabel(entry('查看', '', 2, 'sys:user:list,sys:user:info'), 'en', t, titles)).toBe('View');
    expect(menuEntryLabel(entry('新增', '', 2, 'sys:user:add'), 'en', t, titles)).toBe('New');
    expect(menuEntryLabel(entry('修改', '', 2, 'sys:user:edit'), 'en', t, titles)).toBe('Edit');
    expect(menuEntryLabel(entry('删除', '', 2, 'sys:user:delete'), 'en', t, titles)).toBe('Delete');
    expect(menuEntryLabel(entry('审核', '', 2, 'sys:withdrawal:audit'), 'en', t, titles)).toBe('Audit');
  });

  it('keeps the server’s name in Chinese, and for an entry the console does not know', () => {
    expect(menuEntryLabel(entry('提现记录', 'withdrawal', 1), 'zh-cn', t, titles)).toBe('提现记录');
    expect(menuEntryLabel(entry('审核', '', 2, 'sys:withdrawal:audit'), 'zh-cn', t, titles)).toBe('审核');
    expect(menuEntryLabel(entry('报表', 'report', 1), 'en', t, titles)).toBe('报表');
    expect(menuEntryLabel(entry('导出', '', 2, 'sys:user:export'), 'en', t, titles)).toBe('导出');
  });
});
