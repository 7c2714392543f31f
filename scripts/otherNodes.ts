/**
 * The unit tests and the three builds on the Node versions after this machine's (22 and 24; the
 * list: `NODE_VERSIONS="22 24"`). Each Node comes from the package registry (the `node` package,
 * `npx -y -p node@22`); it runs the packages installed here as they are: nothing is installed or
 * rebuilt for it, and its builds go to a temporary directory, not to dist/. One version after the
 * other; `.ci/run` runs it after `npm test` (beside the end-to-end tests, on 2 cores, it held them
 * back by minutes).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMajor } from './nodeVersion.ts';

const versions = (process.env.NODE_VERSIONS ?? '22 24').split(/\s+/).filter(Boolean);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(String(error));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** The path of the `node` binary of a major version, fetched from the registry once (npx keeps it). */
function nodeBinary(major: string): string {
  const found = spawnSync('npx', ['-y', '-p', `node@${major}`, '--', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
  });
  const path = found.stdout.trim().split('\n').at(-1) ?? '';
  if (found.status !== 0 || !path) throw new Error(`node@${major} could not be fetched:\n${found.stderr}`);
  return path;
}

const failed: string[] = [];
const started = Date.now();
for (const major of versions) {
  const node = nodeBinary(major);
  // The fetched binary says which Node it is: the run is about that version, so a wrong one (npx
  // answering with this machine's Node, a cached older package) stops it before any step.
  const version = spawnSync(node, ['-p', 'process.version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\n== node@${major}: ${node} is Node ${version || '(no answer)'}`);
  if (!isMajor(version, major)) {
    console.error(`node@${major} is not Node ${major}: ${node} answered "${version}"`);
    process.exit(1);
  }
  const out = await mkdtemp(join(tmpdir(), `console-node${major}-`));
  const steps: [string, string[]][] = [
    ['unit tests', ['node_modules/vitest/vitest.mjs', 'run']],
    ...['web', 'extension', 'firefox'].map((mode): [string, string[]] => [
      `build ${mode}`,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--mode',
        mode,
        '--outDir',
        join(out, mode),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
    ]),
  ];
  for (const [name, args] of steps) {
    const stepStart = Date.now();
    console.log(`\n== Node ${version}: ${name}`);
    const code = await run(node, args);
    console.log(`== Node ${version}: ${name}: exit ${code} in ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
    if (code !== 0) failed.push(`Node ${version}: ${name}`);
  }
  await rm(out, { recursive: true, force: true });
}
console.log(`\nNode ${versions.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join('; ')}`);
  process.exit(1);
}
