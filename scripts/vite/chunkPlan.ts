import type { Plugin } from 'vite';

/**
 * Which chunk a module goes to, decided from the module graph rather than left to the bundler's
 * automatic splitting (which cut the sign-in screen's path into ~30 files, a dozen under 1 KB,
 * because each small module is shared with some lazy screen).
 *
 * A plan names the chunks of the first screens by their root modules; each chunk takes what its
 * roots import statically and no earlier chunk took:
 *
 * - `start`: what the page's entry imports statically (and `withStart`);
 * - then each named chunk in order (`app`: the console's code, which the entry imports
 *   dynamically once it has drawn the sign-in form; `login`: the sign-in screen; `signed-in`: the
 *   console's shell and the dashboard, with the PrimeReact they use);
 * - what two first-screen chunks share (React, a form field used by the sign-in screen and by the
 *   signed-in console) goes to the `shared` chunk, one that every page loads: `start` by default.
 *
 * Everything else (the other screens, the other parts of the texts) is left to the bundler. Used
 * for the web build, whose only entry is the page's (the extension's worker must never share a
 * chunk with React DOM, so its build is left to the bundler).
 */
export interface ChunkPlan {
  /** Chunks of the first screens, in order: name → module ids (matched by their end). */
  chunks: Readonly<Record<string, readonly string[]>>;
  /** The chunk that takes what two first-screen chunks share: one loaded by every page (default `start`). */
  shared?: string;
  /**
   * Modules `start` takes although the entry does not import them, with what they import. The
   * JSX runtime: every chunk with components imports it, and it wraps a CommonJS module, so the
   * bundler's helpers for those come with it; left out, the bundler puts its helpers in a file of
   * their own (0.4 KB) that the console's code waits for.
   */
  withStart?: readonly string[];
  /**
   * Chunks whose styles go with `start`'s, into the page's one blocking stylesheet: the sign-in
   * screen's are a few hundred bytes over what the signed-in console needs anyway (buttons, inputs,
   * forms), and one file less on the way to the first screen.
   */
  stylesWithStart?: readonly string[];
}

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, roots: Iterable<string>, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const STYLE = /\.css($|\?)/;
const RUNTIME = /(^|\0)rolldown[/:]runtime/;

const normal = (id: string) => id.replace(/\\/g, '/').replace(/\?.*$/, '');

/** The chunk of every module the plan places; absent ids are left to the bundler. */
export function assignChunks(plan: ChunkPlan, ids: readonly string[], graph: ModuleGraph): Map<string, string> {
  const matching = (ends: readonly string[]) => ids.filter((id) => ends.some((end) => normal(id).endsWith(end)));
  const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
  const start = staticClosure(graph, [...entries, ...matching(plan.withStart ?? [])], new Set());
  const placed = new Set(start);
  const closures = Object.entries(plan.chunks).map(
    ([name, roots]) => [name, staticClosure(graph, matching(roots), start)] as const,
  );
  const chunkOf = new Map<string, string>();
  for (const id of start) chunkOf.set(id, 'start');
  const shared = plan.shared ?? 'start';
  const styled = (id: string, name: string) =>
    STYLE.test(id) && plan.stylesWithStart?.includes(name) ? 'start' : name;
  // Shared by two first-screen chunks: goes to the chunk every page loads.
  for (const [index, [, closure]] of closures.entries())
    for (const id of closure)
      if (!placed.has(id) && closures.some(([, other], j) => j !== index && other.has(id))) {
        placed.add(id);
        chunkOf.set(id, styled(id, shared));
      }
  for (const [name, closure] of closures)
    for (const id of closure)
      if (!placed.has(id)) {
        placed.add(id);
        chunkOf.set(id, styled(id, name));
      }
  return chunkOf;
}

/**
 * The `codeSplitting` option for a plan: a group per chunk, in the plan's order (`start` first),
 * each taking the modules the plan gives it. The graph is read once, at
 * the first call (the module graph is complete when chunking starts).
 */
export function chunkGroups(plan: ChunkPlan) {
  let chunkOf: Map<string, string> | null = null;
  const names = ['start', ...Object.keys(plan.chunks)];
  return {
    groups: names.map((name, index) => ({
      name(id: string, context: ModuleGraph): string | null {
        chunkOf ??= assignChunks(plan, [...knownModules], context);
        // The bundler's own helpers go with the code that starts the page, which needs them first.
        const chunk = chunkOf.get(id) ?? (RUNTIME.test(id) ? 'start' : undefined);
        return chunk === name ? name : null;
      },
      priority: names.length - index,
    })),
  };
}

// Filled by the plugin below: rolldown's chunking context answers about one module at a time.
const knownModules = new Set<string>();

/** Records the ids of the build's modules for {@link chunkGroups}. */
export function chunkPlanModules(): Plugin {
  return {
    name: 'console:chunk-plan-modules',
    apply: 'build',
    buildStart() {
      knownModules.clear();
    },
    moduleParsed(info) {
      knownModules.add(info.id);
    },
  };
}
