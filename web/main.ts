// Entry of the standalone web build: the web shell of the console.
import '../src/platform/web/main.tsx';
