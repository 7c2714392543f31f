import { CAPTCHA_PATH } from '../../../contract/paths.ts';
import { uuidV4 } from '../../../core/api/uuid.ts';
import { keepEarlyCaptcha } from '../../../core/kernel/earlyCaptcha.ts';

/** How long the page waits for the image before leaving it to the console's code. */
const EARLY_TIMEOUT_MS = 15_000;

/** The body as a `data:` URL of its type (what the live form shows, and what the page's policy lets an image be). */
function dataUrl(buffer: ArrayBuffer, type: string): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type.split(';')[0]!.trim()};base64,${btoa(binary)}`;
}

/**
 * Asks for the verification code's image as soon as the sign-in form is drawn, beside the console's
 * code (which would otherwise ask only once it has loaded and run: on a slow connection the image
 * came last of everything on the page), and draws it into the drawn form when it comes. As the
 * console's own call does: without the token, never following a redirect, and only an image is
 * taken. The console's sign-in form takes it over (core/kernel/earlyCaptcha.ts).
 */
export function askCaptchaEarly(drawn: Element, apiBase: string, fetchImpl: typeof fetch = fetch): void {
  const uuid = uuidV4();
  const url = `${apiBase.replace(/\/+$/, '')}${CAPTCHA_PATH}?uuid=${encodeURIComponent(uuid)}`;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EARLY_TIMEOUT_MS);
  const image = fetchImpl(url, { redirect: 'manual', signal: controller.signal, credentials: 'omit' })
    .then(async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || response.type === 'opaqueredirect' || !/^image\//i.test(type)) return null;
      return dataUrl(await response.arrayBuffer(), type);
    })
    .catch(() => null)
    .finally(() => clearTimeout(timer));
  keepEarlyCaptcha({ uuid, image });
  void image.then((source) => {
    const slot = drawn.isConnected ? drawn.querySelector('.captcha-row__image') : null;
    if (!source || !slot) return;
    const img = drawn.ownerDocument.createElement('img');
    img.src = source;
    img.alt = slot.getAttribute('aria-label') ?? '';
    slot.replaceChildren(img);
  });
}
