/**
 * A sign-in form drawn before the console's code has run. A shell whose page can tell, before any
 * script has loaded, that nobody is signed in (the web page: the token is in the page's own
 * storage) draws the sign-in screen from markup rendered at build time, so the form is on screen
 * at the first paint. The console's own sign-in screen takes it over when it mounts: what the
 * person typed, ticked and where the caret was move to the live form, then the drawing goes.
 * Any other first screen simply removes it.
 *
 * The drawing is an element with id {@link PREPAINT_ID}; the element the console renders into is
 * hidden meanwhile and carries {@link PREPAINT_HIDDEN} so that it can be shown again.
 */
export const PREPAINT_ID = 'sign-in-prepaint';
export const PREPAINT_HIDDEN = 'data-prepaint-hidden';

/**
 * What a drawing shows: the sign-in form (absent: the web page's drawing is always one) or
 * `shell`, the side panel's signed-in console as it was last seen (its navigation and dashboard,
 * with the figures of then): not a form to take over, it gives way once the live first screen is
 * ready (core/kernel/shellDrawing.ts firstScreenReady).
 */
export const PREPAINT_KIND = 'data-prepaint-kind';
/** Elements a drawing added to the page's head (its styles): they go with it. */
export const PREPAINT_COPY = 'data-prepaint-copy';

/** Whether the drawing on the page is a signed-in shell, and the path it shows. */
export function drawnShell(doc: Document | undefined = globalThis.document): { path: string } | null {
  const drawn = doc?.getElementById(PREPAINT_ID);
  if (!drawn || drawn.getAttribute(PREPAINT_KIND) !== 'shell') return null;
  return { path: drawn.getAttribute('data-path') ?? '' };
}

/**
 * Makes a drawn sign-in form keep, rather than lose, what is pressed before the live form is there:
 * Sign in is kept for the live form ({@link replaySubmit}: the session's work; a shell may send the
 * call itself meanwhile, which the live form's then takes over; never a native submission, which
 * would put the password in the address), and a language, theme or sign-in method chosen is chosen again on it
 * ({@link recordPress}). Recorded on the way in, so nothing inside the drawing can stop it.
 */
export function keepPresses(drawn: Element): void {
  drawn.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      recordSubmit(drawn);
    },
    true,
  );
  drawn.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) recordPress(drawn, button);
    },
    true,
  );
}

export interface CaretState {
  id: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/**
 * What the person did in the drawn form: field values and checkboxes by element id, the focus,
 * and the buttons pressed (by {@link controlKey}, in order) among those marked {@link REPLAY}: a
 * language, theme or sign-in method chosen before the code was there is chosen again on the live
 * form. Nothing else is pressed again (not the captcha or the show-password button); Sign in
 * pressed on the drawing is kept apart ({@link replaySubmit}).
 */
export interface HandOver {
  values: Record<string, string>;
  checked: Record<string, boolean>;
  focus: CaretState | null;
  pressed: string[];
  /** Sign in was pressed on the drawing: the live form signs in once it has taken over. */
  submitted: boolean;
}

/**
 * The id of the element that had the focus when a shell made the drawing inert itself (a sign-in
 * it sent: inert, the drawing loses the focus), for the live form to give it back.
 */
export const PREPAINT_FOCUS = 'data-focus';

/** Marks the drawing once Sign in was pressed on it (a press kept for the live form). */
export const PREPAINT_SUBMITTED = 'data-submitted';

/** Records on the drawing that its form was submitted (called by the shell that drew it). */
export function recordSubmit(drawn: Element): void {
  drawn.setAttribute(PREPAINT_SUBMITTED, '');
}

/**
 * Carries out, on the live form inside `root`, the Sign in pressed on the drawing: its submit
 * button is pressed once (the caller makes sure it is called once). Not when the live screen shows
 * another form than the drawn one (a sign-in method chosen on the drawing).
 */
export function replaySubmit(handOver: HandOver, root: ParentNode = document): void {
  if (!handOver.submitted) return;
  const choices = [...root.querySelectorAll(`button[${REPLAY}="choice"]`)].map(controlKey);
  if (handOver.pressed.some((key) => choices.includes(key))) return;
  const submit = root.querySelector<HTMLButtonElement>('form button[type="submit"]');
  if (submit && !submit.disabled) submit.click();
}

/** Where the drawing records the buttons pressed on it (a JSON list of {@link controlKey}s). */
export const PREPAINT_PRESSED = 'data-pressed';

/**
 * Marks a button whose press on the drawn form is pressed again on the live one: `toggle` (theme,
 * language: pressed an even number of times, it is as if not pressed) or `choice` (a tab: once
 * is enough, however often).
 */
export const REPLAY = 'data-replay';

/** A button as the drawn and the live form both name it: its id, else its accessible label, else its text. */
export function controlKey(button: Element): string {
  return button.id || button.getAttribute('aria-label') || (button.textContent ?? '').trim();
}

function pressedOn(drawn: Element): string[] {
  try {
    const list: unknown = JSON.parse(drawn.getAttribute(PREPAINT_PRESSED) ?? '[]');
    return Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

const replayable = (button: Element) =>
  (button as HTMLButtonElement).type !== 'submit' && ['toggle', 'choice'].includes(button.getAttribute(REPLAY) ?? '');

/** Records on the drawing that `button` was pressed, when it is one to press again (called by the shell that drew it). */
export function recordPress(drawn: Element, button: Element): void {
  if (!replayable(button)) return;
  drawn.setAttribute(PREPAINT_PRESSED, JSON.stringify([...pressedOn(drawn), controlKey(button)]));
}

/**
 * Presses again, on the live form inside `root`, the buttons pressed on the drawing, in the order
 * first pressed: a toggle pressed an odd number of times once, a choice once. Never a button that
 * is not marked, nor a submit button, whatever the list says.
 */
export function replayPresses(pressed: readonly string[], root: ParentNode = document): void {
  const times = new Map<string, number>();
  for (const key of pressed) times.set(key, (times.get(key) ?? 0) + 1);
  for (const [key, count] of times) {
    const live = [...root.querySelectorAll('button')].find(
      (button) => replayable(button) && controlKey(button) === key,
    );
    if (!live || (live.getAttribute(REPLAY) === 'toggle' && count % 2 === 0)) continue;
    live.click();
  }
}

/**
 * The drawn form's state, read at the moment the live form renders; null when there is none (and
 * when there is no page at all: the screen is also rendered to markup at build time).
 */
export function readPrepaint(doc: Document | undefined = globalThis.document): HandOver | null {
  const drawn = doc?.getElementById(PREPAINT_ID);
  if (!doc || !drawn || drawn.hasAttribute(PREPAINT_KIND)) return null;
  const values: Record<string, string> = {};
  const checked: Record<string, boolean> = {};
  for (const input of drawn.querySelectorAll('input')) {
    if (!input.id) continue;
    if (input.type === 'checkbox' || input.type === 'radio') checked[input.id] = input.checked;
    else values[input.id] = input.value;
  }
  const kept = drawn.getAttribute(PREPAINT_FOCUS);
  const active = drawn.contains(doc.activeElement) ? doc.activeElement : kept ? doc.getElementById(kept) : null;
  let focus: CaretState | null = null;
  if (active instanceof doc.defaultView!.HTMLElement && active.id && drawn.contains(active)) {
    focus = { id: active.id, start: null, end: null, direction: null };
    if (active instanceof doc.defaultView!.HTMLInputElement) {
      try {
        focus = {
          id: active.id,
          start: active.selectionStart,
          end: active.selectionEnd,
          direction: active.selectionDirection as CaretState['direction'],
        };
      } catch {
        // Inputs without a caret (checkboxes) only keep the focus.
      }
    }
  }
  // Read once: from now on the drawing takes no input, which the live form would not get (where the
  // shell first asks whether it has an API host, the drawing stays a moment longer).
  drawn.setAttribute('inert', '');
  return { values, checked, focus, pressed: pressedOn(drawn), submitted: drawn.hasAttribute(PREPAINT_SUBMITTED) };
}

/** Removes the drawn form and shows the console's own element again. Safe to call when there is none. */
export function dismissPrepaint(doc: Document = document): void {
  doc.getElementById(PREPAINT_ID)?.remove();
  for (const copy of doc.querySelectorAll(`style[${PREPAINT_COPY}]`)) copy.remove();
  for (const hidden of doc.querySelectorAll(`[${PREPAINT_HIDDEN}]`)) {
    hidden.removeAttribute(PREPAINT_HIDDEN);
    (hidden as HTMLElement).hidden = false;
  }
}

/** Puts the focus and caret back where they were in the drawn form, on the live element with the same id. */
export function restoreCaret(focus: CaretState | null, doc: Document = document): void {
  if (!focus) return;
  const target = doc.getElementById(focus.id);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (target instanceof doc.defaultView!.HTMLInputElement && focus.start !== null && focus.end !== null) {
    try {
      target.setSelectionRange(focus.start, focus.end, focus.direction ?? undefined);
    } catch {
      // The live input has no caret (its type changed): the focus is enough.
    }
  }
}
