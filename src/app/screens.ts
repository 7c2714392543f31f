import { registerScreens } from '../core/kernel/screens.ts';
import { SCREENS } from '../features/index.ts';

// The features' screens, registered with the kernel before anything is drawn: the layout and the
// sign-in screen ask for them by key.
registerScreens(SCREENS);
