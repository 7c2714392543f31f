import { describe, expect, it } from 'vitest';
import { assignChunks, type ChunkPlan } from '../../../scripts/vite/chunkPlan.ts';
import { preloadTags } from '../../../scripts/vite/firstScreenPreload.ts';

/** A module graph as the bundler reports it: id → static imports; `main` is the page's entry. */
function graph(edges: Record<string, string[]>, entries = ['/src/main.tsx']) {
  return {
    ids: Object.keys(edges),
    getModuleInfo: (id: string) => (id in edges ? { isEntry: entries.includes(id), importedIds: edges[id]! } : null),
  };
}

const PLAN: ChunkPlan = {
  chunks: {
    login: ['/src/LoginView.tsx'],
    'signed-in': ['/src/ConsoleShell.tsx', '/src/DashboardView.tsx'],
  },
  stylesWithStart: ['login'],
};

describe('first screens in few chunks (issue: /login in at most 12 requests, no waterfall)', () => {
  const modules = graph({
    '/src/main.tsx': ['/node_modules/react-dom/index.js', '/src/app.ts'],
    '/node_modules/react-dom/index.js': [],
    '/src/app.ts': [],
    '/src/LoginView.tsx': ['/src/FormField.tsx', '/src/login.css', '/src/validation.ts'],
    '/src/login.css': [],
    '/src/validation.ts': [],
    '/src/FormField.tsx': [],
    '/src/ConsoleShell.tsx': ['/src/FormField.tsx', '/src/Navbar.tsx', '/src/shell.css'],
    '/src/Navbar.tsx': [],
    '/src/shell.css': [],
    '/src/DashboardView.tsx': ['/src/Navbar.tsx'],
    '/src/RoleAdminView.tsx': ['/src/Navbar.tsx'],
  });
  const chunks = assignChunks(PLAN, modules.ids, modules);

  it('what the entry imports starts the page', () => {
    expect(chunks.get('/src/main.tsx')).toBe('start');
    expect(chunks.get('/node_modules/react-dom/index.js')).toBe('start');
  });

  it('each first screen takes what it imports alone, in one chunk', () => {
    expect(chunks.get('/src/LoginView.tsx')).toBe('login');
    expect(chunks.get('/src/validation.ts')).toBe('login');
    expect(chunks.get('/src/ConsoleShell.tsx')).toBe('signed-in');
    expect(chunks.get('/src/Navbar.tsx')).toBe('signed-in');
    expect(chunks.get('/src/shell.css')).toBe('signed-in');
  });

  it('what two first screens share goes with the start, loaded in any case', () => {
    expect(chunks.get('/src/FormField.tsx')).toBe('start');
  });

  it("the sign-in screen's styles join the page's one stylesheet", () => {
    expect(chunks.get('/src/login.css')).toBe('start');
  });

  it('other screens are left to the bundler', () => {
    expect(chunks.has('/src/RoleAdminView.tsx')).toBe(false);
  });
});

describe("an entry that only draws the sign-in form, the console's code a chunk of its own", () => {
  // The entry (main.ts) draws the form and imports the console dynamically; the console, the
  // sign-in screen and the signed-in shell all render with React.
  const modules = graph(
    {
      '/web/main.ts': ['/src/prepaint.ts', '/src/styles.css'],
      '/src/prepaint.ts': ['/src/settings.ts'],
      '/src/settings.ts': [],
      '/src/styles.css': [],
      '/src/app/main.tsx': [
        '/node_modules/react-dom/index.js',
        '/node_modules/react/jsx-runtime.js',
        '/src/settings.ts',
      ],
      '/node_modules/react-dom/index.js': ['/node_modules/react/index.js'],
      '/node_modules/react/index.js': [],
      '/node_modules/react/jsx-runtime.js': ['/node_modules/react/cjs/jsx.js'],
      '/node_modules/react/cjs/jsx.js': [],
      '/src/LoginView.tsx': [
        '/node_modules/react/index.js',
        '/node_modules/react/jsx-runtime.js',
        '/src/FormField.tsx',
      ],
      '/src/FormField.tsx': [],
      '/src/ConsoleShell.tsx': ['/node_modules/react/index.js', '/src/FormField.tsx', '/src/shell.css'],
      '/src/shell.css': [],
    },
    ['/web/main.ts'],
  );
  const plan: ChunkPlan = {
    chunks: { app: ['/src/app/main.tsx'], login: ['/src/LoginView.tsx'], 'signed-in': ['/src/ConsoleShell.tsx'] },
    shared: 'app',
    withStart: ['/node_modules/react/jsx-runtime.js'],
    stylesWithStart: ['app', 'login'],
  };
  const chunks = assignChunks(plan, modules.ids, modules);

  it('the entry keeps only what drawing the form needs', () => {
    expect(chunks.get('/web/main.ts')).toBe('start');
    expect(chunks.get('/src/settings.ts')).toBe('start');
    expect(chunks.get('/node_modules/react-dom/index.js')).toBe('app');
  });

  it("what the later chunks share goes to the console's code, which every page loads", () => {
    expect(chunks.get('/node_modules/react/index.js')).toBe('app');
    expect(chunks.get('/src/FormField.tsx')).toBe('app');
    expect(chunks.get('/src/LoginView.tsx')).toBe('login');
    expect(chunks.get('/src/shell.css')).toBe('signed-in');
  });

  it('withStart: the JSX runtime and what it imports start the page', () => {
    expect(chunks.get('/node_modules/react/jsx-runtime.js')).toBe('start');
    expect(chunks.get('/node_modules/react/cjs/jsx.js')).toBe('start');
  });
});

describe('the first screen is named in the page (modulepreload written at build time)', () => {
  const bundle = {
    'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', moduleIds: ['/src/main.tsx'], imports: [] },
    'assets/login.js': {
      type: 'chunk',
      fileName: 'assets/login.js',
      moduleIds: ['/src/views/login/LoginView.tsx'],
      imports: ['assets/index.js', 'assets/form.js'],
      viteMetadata: { importedCss: new Set(['assets/login.css']) },
    },
    'assets/form.js': { type: 'chunk', fileName: 'assets/form.js', moduleIds: ['/src/Form.tsx'], imports: [] },
    'assets/texts-en.js': {
      type: 'chunk',
      fileName: 'assets/texts-en.js',
      moduleIds: ['\0virtual:console-locale/en/public'],
      imports: [],
    },
    'assets/login.css': { type: 'asset', fileName: 'assets/login.css' },
  };
  const tags = preloadTags(
    bundle,
    [/views\/login\/LoginView\.tsx$/, /virtual:console-locale\/[a-z-]+\/public$/],
    (file) => `./${file}`,
    new Set(['assets/index.js']),
  );
  const links = tags.map((tag) => `${String(tag.attrs!.rel)} ${String(tag.attrs!.href)}`);

  it("names the screen's chunk, what it imports and its texts, and not what the page already loads", () => {
    expect(links).toEqual([
      'modulepreload ./assets/login.js',
      'modulepreload ./assets/form.js',
      'modulepreload ./assets/texts-en.js',
      'preload ./assets/login.css',
    ]);
  });

  it('styles are fetched, not applied, until the screen asks for them', () => {
    expect(tags.find((tag) => tag.attrs!.rel === 'preload')!.attrs).toMatchObject({ as: 'style' });
  });

  it('fails the build when the screen is no longer in any chunk', () => {
    expect(() => preloadTags(bundle, [/views\/login\/Gone\.tsx$/], (file) => file, new Set())).toThrow(/no chunk/);
  });
});
