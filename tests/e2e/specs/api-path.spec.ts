import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { test, expect, onlyIn } from '../support/fixtures.ts';
import { ConsolePage } from '../support/ConsolePage.ts';
import { ADMIN } from '../support/accounts.ts';
import { startForeignHost, type ForeignHost } from '../support/foreignHost.ts';

/**
 * docs/security.md "A call's path stays on its host": the web build's gateway checks a call's path
 * as the extension's worker does (contract/apiPath.ts). A page script hands the gateway — with the
 * session token held in this browser — paths a browser resolves to another origin. That origin
 * hears nothing, no attempt is even made (the page's Content-Security-Policy reports none to
 * block), and the gateway answers that the call could not be made.
 */
let elsewhere: ForeignHost;
test.beforeEach(async () => {
  elsewhere = await startForeignHost();
});
test.afterEach(async () => {
  await elsewhere.close();
});

/** The web build's own gateway and token store, bundled from their source for the page. */
async function gatewayScript(): Promise<string> {
  const entry = fileURLToPath(new URL('../support/webGatewayProbe.ts', import.meta.url));
  const out = await build({ entryPoints: [entry], bundle: true, write: false, format: 'iife', target: 'es2022' });
  return out.outputFiles[0]!.text;
}

onlyIn('web', "the web build's gateway runs in its page (the worker's check: extension-custody)", () => {
  test('a path that would leave the API host never carries the token to another origin', async ({ shell, dev }) => {
    const c = await ConsolePage.signedIn(shell, dev, ADMIN);
    const page = c.page;
    const foreign = new URL(elsewhere.origin).host;
    const attacks = [
      `/\\${foreign}/steal`,
      `//${foreign}/steal`,
      `/%5C${foreign}/steal`,
      `${elsewhere.origin}/steal`,
      `/\\/${foreign}/steal`,
    ];
    await page.evaluate(await gatewayScript());
    const answers = await page.evaluate(async (urls) => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI));
      const probe = (window as unknown as { probe: (url: string) => Promise<unknown> }).probe;
      const replies: unknown[] = [];
      for (const url of urls) replies.push(await probe(url));
      // A blocked attempt is reported after the call failed: give the report its moment.
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { replies, violations };
    }, attacks);
    expect(answers.replies).toEqual(attacks.map(() => ({ ok: false, kind: 'setup' })));
    expect(answers.violations).toEqual([]);
    expect(elsewhere.hits).toEqual([]);
    // The same probe does reach the API with the token: the refusals above are the path check's.
    const nav = await page.evaluate(() =>
      (window as unknown as { probe: (url: string) => Promise<{ ok: boolean }> }).probe('/api/sys/menu/nav'),
    );
    expect(nav.ok).toBe(true);
  });
});
