// Entry of the standalone web build: the web shell of the console. The sign-in form is drawn from
// the page's templates first, before the rest of the code is evaluated (prepaint/run.ts).
import '../src/platform/web/prepaint/run.ts';
import '../src/platform/web/main.tsx';
