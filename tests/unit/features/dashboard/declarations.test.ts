import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh-cn.json';
import { TRENDS } from '../../../../src/features/dashboard/trends/trends.ts';
import { dashboardFigures } from '../../../../src/features/dashboard/figures.ts';
import { SERVER_RESOURCES } from '../../../../server/routes/business.ts';

/** What the dashboard declares is whole: texts in both languages, theme colours, fields its areas have. */
const text = (texts: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
const css =
  readFileSync('src/features/dashboard/trends/trends.css', 'utf8') + readFileSync('src/core/base.css', 'utf8');

describe('the trends, declared', () => {
  it.each(TRENDS.map((trend) => [trend.key, trend] as const))('%s: texts in both languages', (_key, trend) => {
    for (const key of [trend.title, trend.fallback.label, ...trend.series.map((s) => s.label)]) {
      expect(typeof text(en, key), key).toBe('string');
      expect(typeof text(zh, key), key).toBe('string');
    }
  });

  it.each(TRENDS.map((trend) => [trend.key, trend] as const))(
    '%s: counts a date field, sums a number field and splits a field its area has, by its route',
    (_key, trend) => {
      const server = SERVER_RESOURCES.find((r) => r.area === trend.def.name && r.group === trend.def.group)!;
      const kind = (key: string) => server.fields.find((f) => f.key === key)?.kind;
      expect(['date', 'datetime']).toContain(kind(trend.field));
      if (trend.sum) expect(['int', 'money']).toContain(kind(trend.sum.field));
      if (trend.split) expect(kind(trend.split)).toBeDefined();
      expect(trend.route).toBe(`/${trend.def.group}/${trend.def.name}`);
      expect(trend.permission).toBe(`sys:${trend.def.name}:list`);
      for (const series of trend.series) {
        expect(css, series.colour).toContain(`--${series.colour}:`);
        if (series.groups === 'all') continue;
        const options =
          kind(trend.split!) === 'int'
            ? ['positive', 'negative']
            : server.fields.find((f) => f.key === trend.split)?.options;
        for (const group of series.groups) expect(options).toContain(group);
      }
    },
  );

  it('the charts: registrations, withdrawals applied, approved (paid ones too) and rejected, points issued and spent', () => {
    expect(TRENDS.map((t) => [t.key, t.draws, t.series.map((s) => [s.key, s.groups, s.negate ?? false])])).toEqual([
      ['registrations', 'count', [['registered', 'all', false]]],
      [
        'withdrawals',
        'count',
        [
          ['applied', 'all', false],
          ['approved', ['approved', 'paid'], false],
          ['rejected', ['rejected'], false],
        ],
      ],
      [
        'points',
        'sum',
        [
          ['issued', ['positive'], false],
          ['spent', ['negative'], true],
        ],
      ],
    ]);
    expect(TRENDS.map((t) => t.sum?.unit)).toEqual([undefined, 'money', 'points']);
  });
});

describe('the figures, declared', () => {
  it('each has its texts in both languages and a tone the cards draw', () => {
    const cardCss = readFileSync('src/features/dashboard/dashboard.css', 'utf8');
    for (const figure of dashboardFigures(new Date(2026, 10, 20))) {
      expect(typeof text(en, figure.label), figure.label).toBe('string');
      expect(typeof text(zh, figure.label), figure.label).toBe('string');
      expect(cardCss).toContain(`.dashboard-figure.is-${figure.tone} {`);
    }
    expect(dashboardFigures(new Date(2026, 10, 20)).map((f) => [f.key, f.permission])).toEqual([
      ['pendingWithdrawals', 'sys:withdrawal:list'],
      ['usersToday', 'sys:user:list'],
      ['usersThisWeek', 'sys:user:list'],
      ['pointsIssuedToday', 'sys:points:list'],
      ['pointsSpentToday', 'sys:points:list'],
    ]);
  });
});
