/**
 * Runs npm scripts side by side and fails if any fails: `tsx scripts/parallel.ts typecheck lint`.
 * Each script's output is printed whole when it ends, so the logs do not interleave. The checks it
 * runs are single-threaded (tsc, eslint): on two cores, together they take the time of the longest.
 */
import { runLimited } from './runScript.ts';

/**
 * The longest one script may run (SCRIPT_LIMIT_MINUTES, 40 by default: the whole suite takes about
 * 18 minutes on 2 cores): past it, it is stopped and fails with what it printed.
 */
const LIMIT_MS = Number(process.env.SCRIPT_LIMIT_MINUTES ?? 40) * 60_000;

async function run(script: string): Promise<{ script: string; code: number; output: string }> {
  const { code, output } = await runLimited('npm', ['run', '--silent', script], LIMIT_MS);
  return { script, code, output };
}

const scripts = process.argv.slice(2);
const started = Date.now();
const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
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
