// Entry of the side panel (Chrome, Edge) and the sidebar (Firefox): a small file of its own. It
// brings the console's styles and draws what the panel showed last (panelPrepaint.ts) while the
// console's code (React DOM and the rest, fetched beside it) loads and compiles; then it starts
// the console, which takes the drawing over.
import '../../core/styles.ts';
import { drawKeptView } from './panelPrepaint.ts';

const drawn = drawKeptView().catch(() => false);
void import('./panelConsole.tsx').then(({ startPanelConsole }) => startPanelConsole(drawn));
