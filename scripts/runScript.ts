import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export interface Ran {
  code: number;
  output: string;
  /** The run was stopped after its time limit. */
  stopped: boolean;
}

/** The process groups still running: an interrupted run (Ctrl+C, CI cancelling) stops them too. */
const running = new Set<number>();
let forwarding = false;
function forwardStops(): void {
  if (forwarding) return;
  forwarding = true;
  // Exit as a shell reports a process ended by that signal: 128 + its number.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)
    process.on(signal, () => {
      for (const pid of running) {
        try {
          process.kill(-pid, signal);
        } catch {
          // already gone
        }
      }
      process.exit(code);
    });
}

/**
 * Runs a command, gathering its output, and stops it (its whole process group) when it has run for
 * `limitMs`: a run that hangs (a test runner whose worker waits for a message that never comes)
 * then fails with what it printed so far, instead of holding `npm test` and CI until they are killed.
 * `niceness` (1–19) runs it, and what it starts, after the machine's other work.
 */
export function runLimited(
  command: string,
  args: readonly string[],
  limitMs: number,
  options: { niceness?: number } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    // A group of its own, so that a stop reaches everything it started (browsers, workers).
    const child = spawn(command, args, { shell: false, env: process.env, detached: true });
    forwardStops();
    if (child.pid !== undefined) running.add(child.pid);
    // Set before the command has started anything (npm takes a tenth of a second to start its
    // script): what it starts inherits it.
    if (options.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // not allowed here: it runs at the usual priority
      }
    }
    let output = '';
    let stopped = false;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      stopped = true;
      output += `\n${[command, ...args].join(' ')}: still running after ${Math.round(limitMs / 60_000)} min, stopped.\n`;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, limitMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      resolve({ code: 1, output: output + String(error), stopped });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (child.pid !== undefined) running.delete(child.pid);
      resolve({ code: code ?? 1, output, stopped });
    });
  });
}
