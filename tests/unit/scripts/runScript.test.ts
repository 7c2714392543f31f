import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runLimited } from '../../../scripts/runScript.ts';

/**
 * npm test runs its scripts through runLimited: a script that hangs (a test runner whose worker
 * waits for a message that never comes) fails after its limit with what it printed, rather than
 * holding the suite and CI until something outside kills them.
 */
/**
 * The limit the stopped scripts below get: long enough for a Node process to start and print on a
 * machine whose two cores run the browsers meanwhile (1.5 s was not: the script was stopped before
 * it had started its child).
 */
const LIMIT_MS = 5000;

describe('a script run with a time limit', () => {
  it('a script that never ends is stopped at its limit, with what it printed and why, and fails', async () => {
    const started = Date.now();
    const ran = await runLimited(
      process.execPath,
      ['-e', "console.log('collecting'); setInterval(() => undefined, 1000)"],
      LIMIT_MS,
    );
    expect(ran.stopped).toBe(true);
    expect(ran.code).not.toBe(0);
    expect(ran.output).toContain('collecting');
    expect(ran.output).toMatch(/still running after \d+ min, stopped/);
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 10_000);
  });

  it('what it started goes with it: a child of the script does not outlive the stop', async () => {
    const ran = await runLimited(
      process.execPath,
      [
        '-e',
        "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => undefined, 1000)'], { stdio: 'ignore' }); console.log('child ' + c.pid); setInterval(() => undefined, 1000)",
      ],
      LIMIT_MS,
    );
    const pid = Number(/child (\d+)/.exec(ran.output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    // Gone, or a zombie left for whoever adopts it to reap: it runs nothing either way.
    const state = () => {
      try {
        return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0] === 'Z' ? 'gone' : 'running';
      } catch {
        return 'gone';
      }
    };
    await expect.poll(state).toBe('gone');
  });

  it('a script that ends in time gives its own exit code and output', async () => {
    const failing = await runLimited(process.execPath, ['-e', "console.error('broken'); process.exit(3)"], 60_000);
    expect(failing).toEqual({ code: 3, output: expect.stringContaining('broken'), stopped: false });
    const passing = await runLimited(process.execPath, ['-e', "console.log('fine')"], 60_000);
    expect(passing).toEqual({ code: 0, output: 'fine\n', stopped: false });
  });

  it('a script run beside the others (a niceness) runs at it, and so does what it starts', async () => {
    // The grandchild prints its own niceness: a priority set too late would not reach it.
    const printsGrandchild = [
      '-e',
      "console.log('nice ' + require('node:child_process').execFileSync(process.execPath, ['-e', 'console.log(require(\\'node:os\\').getPriority())']).toString().trim())",
    ];
    const usual = await runLimited(process.execPath, printsGrandchild, 60_000);
    expect(usual.output.trim()).toBe(`nice ${getPriority()}`);
    const beside = await runLimited(process.execPath, printsGrandchild, 60_000, { niceness: 17 });
    expect(beside.output.trim()).toBe('nice 17');
  });
});
