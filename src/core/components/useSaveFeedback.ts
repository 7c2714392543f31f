import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../kernel/services.ts';
import { errorMessage } from '../api/failureMessage.ts';
import { confirmDelete } from './confirmDelete.ts';
import { isTransportFailure } from '../api/transportFailure.ts';
import { ApiError } from '../../contract/envelope.ts';

export interface SaveFeedback {
  saving: boolean;
  /** The server's refusal of the last save, for the dialog to show; null when there is none. */
  serverError: string | null;
  /**
   * The last save's answer was lost on the way (no connection, a timeout, a reset, a gateway's
   * 502–504): the server may have carried it out. It is never sent again by itself.
   */
  unknown: boolean;
  clearError(): void;
  /**
   * Runs one save at a time: on success a toast says `success`, and the answer is true; on a
   * refusal the server's message is kept in `serverError` (the dialog stays open with everything
   * typed) and the answer is false. When the answer was lost, `serverError` says it is not known
   * whether it was saved, `unknown` is set, `lost` runs (to read what the server has now), and the
   * answer is false.
   */
  save(work: () => Promise<unknown>, success?: string, lost?: () => unknown): Promise<boolean>;
  /** Asks first (confirmDelete), then deletes; a toast says `success`, then `after` runs (reload). */
  remove(options: {
    header: string;
    message: string;
    group?: string;
    work(): Promise<unknown>;
    success: string;
    after?(): unknown;
  }): void;
}

/** Save and delete feedback of every admin screen and dialog, in one place. */
export function useSaveFeedback(): SaveFeedback {
  const { t } = useTranslation();
  const { notifier } = useServices();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [unknown, setUnknown] = useState(false);
  const inFlight = useRef(false);
  const toast = (text: string) => notifier.show({ channel: 'toast', severity: 'success', text });

  const save = async (work: () => Promise<unknown>, success?: string, lost?: () => unknown) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    setServerError(null);
    setUnknown(false);
    try {
      await work();
    } catch (error) {
      const answerLost = error instanceof ApiError && isTransportFailure(error.failure);
      setUnknown(answerLost);
      setServerError(answerLost ? t('connection.unknownSave') : errorMessage(error, t));
      if (answerLost) void lost?.();
      return false;
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
    if (success) toast(success);
    return true;
  };

  const remove: SaveFeedback['remove'] = (options) =>
    confirmDelete({
      t,
      header: options.header,
      message: options.message,
      ...(options.group ? { group: options.group } : {}),
      run: async () => {
        await options.work();
        toast(options.success);
        await options.after?.();
      },
    });

  const clearError = () => {
    setServerError(null);
    setUnknown(false);
  };
  return { saving, serverError, unknown, clearError, save, remove };
}
