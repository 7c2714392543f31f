/**
 * Runs npm scripts side by side and fails if any fails: `tsx scripts/parallel.ts typecheck lint`.
 * Each script's output is printed whole when it ends, so the logs do not interleave. The checks it
 * runs are single-threaded (tsc, eslint): on two cores, together they take the time of the longest.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<{ script: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { shell: false, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ script, code: 1, output: output + String(error) }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
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
