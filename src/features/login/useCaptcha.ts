import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../core/kernel/services.ts';
import { fetchCaptcha } from '../../core/api/endpoints/auth.ts';
import { uuidV4 } from '../../core/api/uuid.ts';

export type CaptchaState = { uuid: string; image: string | null; status: 'loading' | 'ready' | 'failed' };

/** The verification code image: a new random v4 uuid, and so a new image, on every refresh. */
export function useCaptcha(): [CaptchaState, () => void] {
  const { api } = useServices();
  const [state, setState] = useState<CaptchaState>(() => ({ uuid: uuidV4(), image: null, status: 'loading' }));
  const latest = useRef(state.uuid);
  const load = useCallback(
    (uuid: string) => {
      latest.current = uuid;
      setState({ uuid, image: null, status: 'loading' });
      fetchCaptcha(api, uuid).then(
        (image) => {
          if (latest.current === uuid)
            setState({
              uuid,
              image: typeof image === 'string' ? image : null,
              status: typeof image === 'string' ? 'ready' : 'failed',
            });
        },
        () => {
          if (latest.current === uuid) setState({ uuid, image: null, status: 'failed' });
        },
      );
    },
    [api],
  );
  useEffect(() => load(latest.current), [load]);
  const refresh = useCallback(() => load(uuidV4()), [load]);
  return [state, refresh];
}
