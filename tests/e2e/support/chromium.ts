import { existsSync } from 'node:fs';

/** Debian's Chromium, kept off every network but this machine's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): the same engine without the
 * browser around it. It cannot load an extension, and it draws the same pages for about a third less
 * processor time, so the web build's tests run in it (the side panel's, and the bench, in Chromium).
 * Where it is not installed, Chromium itself.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const WEB_CHROMIUM_PATH = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];
