import type { RouteDef } from '../routes/types.ts';
import { screenFor } from './screens.ts';

export function ScreenOutlet({ route }: { route: RouteDef }) {
  const Screen = screenFor(route.screen);
  return <Screen route={route} />;
}
