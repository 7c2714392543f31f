import { describe, expect, it } from 'vitest';
import { BUDGETS, brokenBudgets, formatBudget, type BudgetKey } from '../../bench/budgets.ts';

const passing = new Map<BudgetKey, number>(
  (Object.keys(BUDGETS) as BudgetKey[]).map((key) => {
    const budget = BUDGETS[key] as { limit: number; atLeast?: boolean };
    return [key, budget.limit];
  }),
);

describe('budgets that fail: npm run bench exits non-zero when a figure breaks its budget', () => {
  it('the issue’s budgets, in one file', () => {
    // 120 in the issue (110 in issue 52); 124 with the figure measured behind nginx on 2026-11-27, 121 once the
    // features left /login for the signed-in chunk, 122 with the drawn form's own sign-in (budgets.ts says
    // what came and what is left).
    expect(BUDGETS.loginBytes).toMatchObject({ limit: 122, unit: 'KB' });
    expect(BUDGETS.loginRequests.limit).toBe(12);
    expect(BUDGETS.dashboardRequests.limit).toBe(8);
    expect(BUDGETS.signInToDashboard.limit).toBe(400);
    // +10 % in the issue on the heap with machine code; 5 % of the heap the console keeps (budgets.ts).
    expect(BUDGETS.heapKeptAfter20Tabs.limit).toBe(5);
    expect(BUDGETS.buildRoutes10k.limit).toBe(10);
    expect(BUDGETS.proxiedOverhead.limit).toBe(3);
    // 650 with the export in the packages (issue "Lists staff can work with").
    expect(BUDGETS.extensionZip).toMatchObject({ limit: 650, unit: 'KB' });
    expect(BUDGETS.exportCsv100k).toMatchObject({ limit: 15_000, unit: 'ms' });
    expect(BUDGETS.exportXlsx100k).toMatchObject({ limit: 45_000, unit: 'ms' });
    expect(BUDGETS.exportPeakHeap).toMatchObject({ limit: 250, unit: 'MB' });
    expect(BUDGETS.exportHeapAfter).toMatchObject({ limit: 10, unit: '%' });
    expect(BUDGETS.exportCancel).toMatchObject({ limit: 1000, unit: 'ms' });
    // The import's chunk (issue "Import"): 11.0 KB when added; a doubling breaks it.
    expect(BUDGETS.importChunk).toMatchObject({ limit: 14, unit: 'KB' });
    expect(brokenBudgets(new Map([...passing, ['importChunk', 2 * 11.0]]))).toEqual(['importChunk']);
  });

  it('the sign-in form working, and the figures that were printed without a budget (budgets.ts says why)', () => {
    expect(BUDGETS.loginFormWorking).toMatchObject({ limit: 600, unit: 'ms' });
    expect(BUDGETS.dashboardBytes).toMatchObject({ limit: 124, unit: 'KB' });
    expect(BUDGETS.webCodeTotal).toMatchObject({ limit: 545, unit: 'KB' });
    expect(BUDGETS.menuClickToScreen).toMatchObject({ limit: 450, unit: 'ms' });
    expect(BUDGETS.extensionColdStart).toMatchObject({ limit: 60, unit: 'ms' });
    expect(BUDGETS.heapShippedAfter20Tabs).toMatchObject({ limit: 15, unit: '%' });
    expect(BUDGETS.domNodesAfter20Tabs).toMatchObject({ limit: 1300, unit: 'nodes' });
    // A doubling of the figures measured on 2026-11-26 breaks each.
    const doubled = new Map<BudgetKey, number>([
      ...passing,
      ['loginFormWorking', 2 * 449],
      ['dashboardBytes', 2 * 98.5],
      ['webCodeTotal', 2 * 470.4],
      ['menuClickToScreen', 2 * 241],
      ['extensionColdStart', 2 * 32],
      ['heapShippedAfter20Tabs', 2 * 11.9],
      ['domNodesAfter20Tabs', 2 * 1173],
    ]);
    expect(brokenBudgets(doubled).sort()).toEqual(
      [
        'loginFormWorking',
        'dashboardBytes',
        'webCodeTotal',
        'menuClickToScreen',
        'extensionColdStart',
        'heapShippedAfter20Tabs',
        'domNodesAfter20Tabs',
      ].sort(),
    );
  });

  it('a figure exactly at its budget passes', () => {
    expect(brokenBudgets(passing)).toEqual([]);
  });

  it('a figure over its budget breaks it; a floor (smallest chunk) breaks below', () => {
    expect(brokenBudgets(new Map([...passing, ['loginBytes', 122.1]]))).toEqual(['loginBytes']);
    expect(brokenBudgets(new Map([...passing, ['loginSmallestChunk', 1.9]]))).toEqual(['loginSmallestChunk']);
    expect(brokenBudgets(new Map([...passing, ['loginSmallestChunk', 40]]))).toEqual([]);
  });

  it('a figure not measured breaks its budget', () => {
    const missing = new Map(passing);
    missing.delete('proxiedOverhead');
    expect(brokenBudgets(missing)).toEqual(['proxiedOverhead']);
  });

  it('prints the direction of each budget', () => {
    expect(formatBudget('loginBytes')).toBe('≤ 122.0 KB');
    expect(formatBudget('loginSmallestChunk')).toBe('≥ 2.0 KB');
  });
});
