import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unitProjects } from '../../support/unitProjects.ts';

const root = mkdtempSync(join(tmpdir(), 'unit-projects-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, text: string) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('which unit test files share a module registry (tests/support/unitProjects.ts)', () => {
  it('a file that mocks, stubs, spies, fakes the clock, touches globals or has a DOM runs alone; a plain one shares', () => {
    const alone = {
      'a/dom.test.tsx': '// @vitest-environment jsdom\n',
      'a/mock.test.ts': "vi.mock('node:crypto', () => ({}));",
      'a/doMock.test.ts': "vi.doMock('x');",
      'a/stub.test.ts': "vi.stubGlobal('fetch', f);",
      'a/env.test.ts': "vi.stubEnv('A', 'b');",
      'a/spy.test.ts': 'vi.spyOn(console, "log");',
      'a/clock.test.ts': 'vi.useFakeTimers();',
      'a/reset.test.ts': 'vi.resetModules();',
      'b/global.test.ts': 'globalThis.chrome = {};',
      'b/process.test.ts': "process.env.PORT = '1';",
    };
    for (const [path, text] of Object.entries(alone)) file(`tests/unit/${path}`, text);
    file('tests/unit/c/pure.test.ts', "expect(add(1, 2)).toBe(3); // vi.fn() is fine: it is the file's own");
    file('tests/unit/c/helper.ts', 'vi.mock("not a test file");');
    const { shared, isolated } = unitProjects(root);
    expect(shared).toEqual(['tests/unit/c/pure.test.ts']);
    expect(isolated.sort()).toEqual(
      Object.keys(alone)
        .map((path) => `tests/unit/${path}`)
        .sort(),
    );
  });

  it('every unit test file of the project is in exactly one of the two', () => {
    const here = join(import.meta.dirname, '../../..');
    const { shared, isolated } = unitProjects(here);
    expect(shared.length).toBeGreaterThan(50);
    expect(isolated).toContain('tests/unit/server/signInTiming.test.ts');
    expect(shared.filter((path) => isolated.includes(path))).toEqual([]);
  });
});
