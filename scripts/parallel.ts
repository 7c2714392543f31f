/**
 * Runs npm scripts side by side and fails if any fails: `tsx scripts/parallel.ts typecheck lint`
 * (`tsx scripts/parallel.ts test:e2e --beside test:unit`: the ones after `--beside` at a lower priority).
 * Each script's output is printed whole when it ends, so the logs do not interleave. The checks it
 * runs are single-threaded (tsc, eslint): on two cores, together they take the time of the longest.
 */
import { runLimited } from './runScript.ts';

/**
 * The longest one script may run (SCRIPT_LIMIT_MINUTES, 40 by default: the whole suite takes about
 * 18 minutes on 2 cores): past it, it is stopped and fails with what it printed.
 */
const LIMIT_MS = Number(process.env.SCRIPT_LIMIT_MINUTES ?? 40) * 60_000;

/**
 * Scripts named after `--beside` run at a lower priority than those before it (niceness 5): on two
 * cores the run lasts as long as its longest script, the end-to-end tests, and the unit tests and
 * Mozilla's linter, which end minutes earlier and wait on nothing, then take a smaller share of the
 * processor while the browsers want it. They still run all the way; on a machine with room they take
 * as long as before. The Firefox suite is not among them: its browser waits on timers of its own.
 */
const BESIDE_NICENESS = 5;

async function run(script: string, niceness: number): Promise<{ script: string; code: number; output: string }> {
  const { code, output } = await runLimited('npm', ['run', '--silent', script], LIMIT_MS, { niceness });
  return { script, code, output };
}

const named = process.argv.slice(2);
const beside = named.indexOf('--beside');
const scripts = named.filter((name) => name !== '--beside');
const niceness = (index: number) => (beside !== -1 && index >= beside ? BESIDE_NICENESS : 0);
const started = Date.now();
const results = await Promise.all(
  scripts.map(async (script, index) => {
    const result = await run(script, niceness(index));
    process.stdout.write(`\n> ${script} (${((Date.now() - started) / 1000).toFixed(1)} s, exit ${result.code})\n`);
    process.stdout.write(result.output);
    return result;
  }),
);
const failed = results.filter((r) => r.code !== 0).map((r) => r.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
