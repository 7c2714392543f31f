/**
 * Image verification codes: four characters drawn as an SVG with rotation and noise,
 * kept per uuid for five minutes and consumed by the first login attempt that names
 * the uuid.
 */
import { randomInt } from 'node:crypto';

/** No 0/O/o, 1/I/l/i: characters that are easy to misread. */
export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_PENDING = 10_000;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export const isUuidV4 = (value: unknown): value is string => typeof value === 'string' && UUID_V4.test(value);

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f4e8c', '#8c1f3d', '#2f7d32', '#6a1b9a', '#b35c00', '#00695c'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

export function renderCaptchaSvg(text: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fa"/>`);
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLOURS)}" opacity="0.5"/>`);
  }
  const step = WIDTH / (text.length + 1);
  [...text].forEach((ch, i) => {
    const x = Math.round(step * (i + 1));
    const y = 28 + randomInt(-3, 4);
    const angle = randomInt(-30, 31);
    const size = 22 + randomInt(0, 6);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana, Arial, sans-serif" font-size="${size}" font-weight="bold" ` +
        `text-anchor="middle" fill="${pick(COLOURS)}" transform="rotate(${angle} ${x} ${y - 8})">${ch}</text>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const d = `M${randomInt(0, 20)} ${randomInt(HEIGHT)} Q${randomInt(30, 90)} ${randomInt(HEIGHT)} ${randomInt(100, WIDTH)} ${randomInt(HEIGHT)}`;
    parts.push(`<path d="${d}" stroke="${pick(COLOURS)}" stroke-width="1.5" fill="none" opacity="0.7"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `role="img" aria-label="captcha">${parts.join('')}</svg>`
  );
}

interface PendingCaptcha {
  text: string;
  expiresAt: number;
}

export class CaptchaStore {
  readonly #pending = new Map<string, PendingCaptcha>();
  readonly #now: () => number;
  readonly #maxPending: number;

  constructor(now: () => number, maxPending = CAPTCHA_MAX_PENDING) {
    this.#now = now;
    this.#maxPending = maxPending;
  }

  /** Issues a new code for `uuid`, replacing any earlier one; drops the oldest beyond the cap. */
  issue(uuid: string): string {
    const text = randomCaptchaText();
    this.#pending.delete(uuid);
    this.#pending.set(uuid, { text, expiresAt: this.#now() + CAPTCHA_TTL_MS });
    while (this.#pending.size > this.#maxPending) {
      const oldest = this.#pending.keys().next().value;
      if (oldest === undefined) break;
      this.#pending.delete(oldest);
    }
    return text;
  }

  /** The pending, unexpired code for `uuid`, without consuming it. */
  peek(uuid: string): string | undefined {
    const entry = this.#pending.get(uuid);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#pending.delete(uuid);
      return undefined;
    }
    return entry.text;
  }

  /** Consumes the code for `uuid` and tells whether `answer` matched it (case-insensitive). */
  consume(uuid: string, answer: string): boolean {
    const text = this.peek(uuid);
    this.#pending.delete(uuid);
    return text !== undefined && text.toLowerCase() === answer.trim().toLowerCase();
  }

  get size(): number {
    return this.#pending.size;
  }

  clear(): void {
    this.#pending.clear();
  }
}
