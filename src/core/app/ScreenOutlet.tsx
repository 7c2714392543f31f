import type { RouteDef } from '../routes/types.ts';
import { SCREENS } from './screens.ts';

export interface ScreenProps {
  route: RouteDef;
}

export function ScreenOutlet({ route }: { route: RouteDef }) {
  const Screen = SCREENS[route.screen ?? 'error-404'];
  return <Screen route={route} />;
}
