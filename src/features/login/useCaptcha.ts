import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../core/kernel/services.ts';
import { fetchCaptcha } from '../../core/api/endpoints/auth.ts';
import { uuidV4 } from '../../core/api/uuid.ts';
import { earlyCaptcha, forgetEarlyCaptcha } from '../../core/kernel/earlyCaptcha.ts';

export type CaptchaState = { uuid: string; image: string | null; status: 'loading' | 'ready' | 'failed' };

/** The first image: the one the page asked for before this code ran (the drawn form's), else a new uuid. */
function firstCaptcha(): CaptchaState {
  const early = earlyCaptcha();
  if (!early) return { uuid: uuidV4(), image: null, status: 'loading' };
  if (typeof early.settled === 'string') return { uuid: early.uuid, image: early.settled, status: 'ready' };
  return { uuid: early.uuid, image: null, status: 'loading' };
}

/** The verification code image: a new random v4 uuid, and so a new image, on every refresh. */
export function useCaptcha(): [CaptchaState, () => void] {
  const { api } = useServices();
  const [state, setState] = useState<CaptchaState>(firstCaptcha);
  const latest = useRef(state.uuid);
  const show = useCallback((uuid: string, image: Promise<unknown>) => {
    image.then(
      (answer) => {
        if (latest.current === uuid)
          setState({
            uuid,
            image: typeof answer === 'string' ? answer : null,
            status: typeof answer === 'string' ? 'ready' : 'failed',
          });
      },
      () => {
        if (latest.current === uuid) setState({ uuid, image: null, status: 'failed' });
      },
    );
  }, []);
  const load = useCallback(
    (uuid: string) => {
      latest.current = uuid;
      setState({ uuid, image: null, status: 'loading' });
      show(uuid, fetchCaptcha(api, uuid));
    },
    [api, show],
  );
  useEffect(() => {
    const early = earlyCaptcha();
    if (early?.uuid === latest.current) {
      // Asked for by the page already: shown when it comes; if it could not be had, a new one.
      void early.image.then((image) => {
        if (image === null && latest.current === early.uuid) load(uuidV4());
        else show(early.uuid, Promise.resolve(image));
      });
    } else load(latest.current);
    // Used by this form from now on (a sign-in spends it): a later form asks for its own.
    return forgetEarlyCaptcha;
  }, [load, show]);
  const refresh = useCallback(() => load(uuidV4()), [load]);
  return [state, refresh];
}
