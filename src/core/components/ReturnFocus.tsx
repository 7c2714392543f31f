import { useFocusReturn } from './modalFocus.ts';

/**
 * Put inside a dialog that is shown by being rendered and closed by being removed (PrimeReact's Dialog
 * gives focus back only when it is hidden through `visible`): focus goes back to the control that
 * opened it.
 */
export function ReturnFocus() {
  useFocusReturn(true);
  return null;
}
