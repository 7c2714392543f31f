import { browserEnvironment, prepaintSignIn } from './prepaint.ts';

// Imported first by the web entry, so it runs before the rest of the console's code is evaluated.
// Whatever goes wrong here (storage refused, no templates in a development page), the console
// simply draws its first screen itself, as it would without this.
try {
  prepaintSignIn(browserEnvironment());
} catch {
  // nothing drawn
}
