// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askCaptchaEarly } from '../../../../src/entries/web/prepaint/earlyCaptcha.ts';
import { earlyCaptcha, forgetEarlyCaptcha } from '../../../../src/core/kernel/earlyCaptcha.ts';
import { replaySubmit, type HandOver } from '../../../../src/core/kernel/prepaint.ts';

function drawing(): HTMLElement {
  document.body.innerHTML = `<div id="d"><form><button type="button" class="captcha-row__image" aria-label="Verification code image"><span>Loading</span></button><button type="button" data-replay="choice">SMS</button><button type="submit">Sign in</button></form></div>`;
  return document.getElementById('d')!;
}

const answer = (body: string, type: string, patch: { status?: number; type?: string } = {}) =>
  ({
    ok: (patch.status ?? 200) < 300,
    status: patch.status ?? 200,
    type: patch.type ?? 'basic',
    headers: new Headers({ 'content-type': type }),
    arrayBuffer: async () => new TextEncoder().encode(body).buffer,
  }) as unknown as Response;

afterEach(() => {
  forgetEarlyCaptcha();
  document.body.innerHTML = '';
});

describe('issue 52: the drawn web form asks for its verification code at once', () => {
  it('asks the captcha path with a new uuid, without the token or a redirect, and draws the image into the drawing', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => answer('GIF89a', 'image/gif'));
    const drawn = drawing();
    askCaptchaEarly(drawn, 'https://api.example/', fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0]!;
    const kept = earlyCaptcha()!;
    expect(url).toBe(`https://api.example/api/getCaptchaCode?uuid=${kept.uuid}`);
    expect(init).toMatchObject({ redirect: 'manual', credentials: 'omit' });
    expect(init?.headers).toBeUndefined();
    const image = await kept.image;
    expect(image).toMatch(/^data:image\/gif;base64,/);
    await Promise.resolve();
    const img = drawn.querySelector('.captcha-row__image img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(image);
    expect(img.alt).toBe('Verification code image');
    expect(kept.settled).toBe(image);
  });

  it('takes only an image: a page, a failure or a redirect leave it to the console (null)', async () => {
    for (const reply of [
      answer('<script>', 'text/html'),
      answer('no', 'image/png', { status: 500 }),
      answer('', 'image/png', { type: 'opaqueredirect', status: 0 }),
    ]) {
      askCaptchaEarly(drawing(), '', async () => reply);
      expect(await earlyCaptcha()!.image).toBeNull();
      expect(document.querySelector('img')).toBeNull();
    }
    askCaptchaEarly(drawing(), '', async () => Promise.reject(new Error('offline')));
    expect(await earlyCaptcha()!.image).toBeNull();
  });
});

describe('SPEC 3 on the drawn web form: pressing the code image asks for a new one before the console has loaded', () => {
  /** Answers each uuid when the test says so, in any order. */
  function heldServer() {
    const waiting = new Map<string, (reply: Response) => void>();
    const fetchImpl = vi.fn<typeof fetch>(
      (url) =>
        new Promise<Response>((resolve) =>
          waiting.set(new URL(String(url), 'https://console.example').searchParams.get('uuid')!, resolve),
        ),
    );
    const answerFor = async (uuid: string, body: string) => {
      waiting.get(uuid)!(answer(body, 'image/png'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { fetchImpl, answerFor };
  }
  const shown = (drawn: Element) => drawn.querySelector('.captcha-row__image img')?.getAttribute('src') ?? null;
  const data = (body: string) => `data:image/png;base64,${btoa(body)}`;

  it('a press asks with a new random v4 uuid, shows "loading" until it comes, and the console takes over the new one', async () => {
    const { fetchImpl, answerFor } = heldServer();
    const drawn = drawing();
    askCaptchaEarly(drawn, '', fetchImpl);
    const first = earlyCaptcha()!;
    await answerFor(first.uuid, 'one');
    expect(shown(drawn)).toBe(data('one'));

    drawn.querySelector<HTMLButtonElement>('.captcha-row__image')!.click();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const second = earlyCaptcha()!;
    expect(second.uuid).not.toBe(first.uuid);
    expect(second.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(String(fetchImpl.mock.calls[1]![0])).toBe(`/api/getCaptchaCode?uuid=${second.uuid}`);
    // The spent image is gone at once; the drawing's own waiting text is back.
    expect(shown(drawn)).toBeNull();
    expect(drawn.querySelector('.captcha-row__image')!.textContent).toBe('Loading');
    await answerFor(second.uuid, 'two');
    expect(shown(drawn)).toBe(data('two'));
    expect(second.settled).toBe(data('two'));
  });

  it('only the last one asked for is shown: an earlier answer arriving late is not drawn', async () => {
    const { fetchImpl, answerFor } = heldServer();
    const drawn = drawing();
    askCaptchaEarly(drawn, '', fetchImpl);
    const first = earlyCaptcha()!;
    drawn.querySelector<HTMLButtonElement>('.captcha-row__image')!.click();
    const second = earlyCaptcha()!;
    await answerFor(second.uuid, 'two');
    await answerFor(first.uuid, 'one');
    expect(shown(drawn)).toBe(data('two'));
  });

  it('a drawing the live form has read (inert) or taken away asks for nothing more', () => {
    const { fetchImpl } = heldServer();
    const drawn = drawing();
    askCaptchaEarly(drawn, '', fetchImpl);
    const button = drawn.querySelector<HTMLButtonElement>('.captcha-row__image')!;
    drawn.setAttribute('inert', '');
    button.click();
    drawn.removeAttribute('inert');
    drawn.remove();
    button.click();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('issue 52: Sign in pressed on the drawing is carried out on the live form', () => {
  const handOver = (patch: Partial<HandOver>): HandOver => ({
    values: {},
    checked: {},
    focus: null,
    pressed: [],
    submitted: true,
    ...patch,
  });

  it('presses the live submit once when it was pressed; not when it was not', () => {
    drawing();
    const submits = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submits);
    replaySubmit(handOver({ submitted: false }));
    expect(submits).not.toHaveBeenCalled();
    replaySubmit(handOver({}));
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('not when a sign-in method was chosen on the drawing: the live form is another one', () => {
    drawing();
    const submits = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submits);
    replaySubmit(handOver({ pressed: ['SMS'] }));
    expect(submits).not.toHaveBeenCalled();
  });
});
