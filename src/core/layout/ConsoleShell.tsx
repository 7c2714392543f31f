import type { RouteDef } from '../routes/types.ts';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import { ScreenHost } from '../app/ScreenHost.tsx';

/** The signed-in console: layout around the kept-alive screens. Loaded as its own chunk. */
export default function ConsoleShell({ active }: { active: RouteDef | null }) {
  return (
    <ConsoleLayout active={active}>
      <ScreenHost active={active} />
    </ConsoleLayout>
  );
}
