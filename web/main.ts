// Entry of the standalone web build: the web shell of the console. This module and what it
// imports are a small file of their own: it brings the console's styles and draws the sign-in form
// from the page's templates (prepaint/run.ts), so the form is on screen while the console's code
// (React DOM and the rest: a chunk the page names for the browser to fetch beside this one) is
// still loading and compiling. Then it starts the console.
import '../src/core/styles.ts';
import '../src/entries/web/prepaint/run.ts';
import { startWebConsole } from '../src/entries/web/prepaint/startWeb.ts';

void startWebConsole(() => import('../src/entries/web/main.tsx'));
