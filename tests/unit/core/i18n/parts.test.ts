// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import zhCn from '../../../../locales/zh-cn.json';
import en from '../../../../locales/en.json';
import { CONSOLE_ONLY_TEXTS, pickPart, type Texts } from '../../../../src/core/i18n/parts.ts';

function leaves(tree: Texts, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  );
}

function lookup(tree: Texts, path: string): string | Texts | undefined {
  return path
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
      tree,
    );
}

/** Files a module loads before it runs (static imports and re-exports; `import()` is left out). */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+\.tsx?)'/gms))
      queue.push(resolve(dirname(file), match[1]!));
  }
  return [...seen];
}

describe('locale parts — the sign-in screens load only their own texts', () => {
  for (const [name, texts] of [
    ['zh-cn', zhCn],
    ['en', en],
  ] as const) {
    it(`${name}: the public and console parts together are the whole file, with no text in both`, () => {
      const pub = leaves(pickPart(texts, 'public'));
      const rest = leaves(pickPart(texts, 'console'));
      expect([...pub, ...rest].sort()).toEqual(leaves(texts).sort());
      expect(pub.filter((key) => rest.includes(key))).toEqual([]);
      expect(pub).toContain('login.heading');
      expect(pub).toContain('settings.toDark');
      expect(rest).toContain('settings.title');
      expect(rest).not.toContain('login.heading');
    });
  }

  it('the names of areas come with the console, the rest of the server messages with the public part', () => {
    const pub = pickPart(en as Texts, 'public') as { errors: { server: Texts } };
    const con = pickPart(en as Texts, 'console') as { errors: { server: Texts } };
    expect(pub.errors.server.terms).toBeUndefined();
    expect(con.errors.server.terms).toEqual(en.errors.server.terms);
    expect(pub.errors.server.required).toBe(en.errors.server.required);
    expect(con.errors.server.required).toBeUndefined();
  });

  it('every text the public screens use is in the public part', () => {
    const files = staticClosure([
      'src/entries/web/main.tsx',
      'src/entries/extension/sidepanel.ts',
      'src/entries/extension/panelConsole.tsx',
      'src/features/login/LoginView.tsx',
      'src/features/login/PasswordView.tsx',
      'src/features/login/SmsSignInForm.tsx',
      'src/features/login/PasswordChangeForm.tsx',
    ]);
    expect(files.some((file) => file.endsWith('layout/ConsoleShell.tsx'))).toBe(false);
    const publicTexts = pickPart(en, 'public');
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*(?:'([\w.]+)'|`([\w.]+)\$\{)/g)) {
        const key = match[1] ?? match[2]!.replace(/\.$/, '');
        checked++;
        // Console-only texts a public screen may reach fall back to the server's words (failureMessage).
        if (CONSOLE_ONLY_TEXTS.includes(key)) continue;
        if (lookup(publicTexts, key) === undefined) missing.push(`${file.replace(resolve('.') + '/', '')}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
    expect(checked).toBeGreaterThan(40);
  });
});
