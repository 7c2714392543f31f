import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../kernel/services.ts';
import { errorMessage } from '../api/failureMessage.ts';
import { confirmDelete } from './confirmDelete.ts';

export interface SaveFeedback {
  saving: boolean;
  /** The server's refusal of the last save, for the dialog to show; null when there is none. */
  serverError: string | null;
  clearError(): void;
  /**
   * Runs one save at a time: on success a toast says `success`, and the answer is true; on a
   * refusal the server's message is kept in `serverError` (the dialog stays open with everything
   * typed) and the answer is false.
   */
  save(work: () => Promise<unknown>, success?: string): Promise<boolean>;
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
  const inFlight = useRef(false);
  const toast = (text: string) => notifier.show({ channel: 'toast', severity: 'success', text });

  const save = async (work: () => Promise<unknown>, success?: string) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSaving(true);
    setServerError(null);
    try {
      await work();
    } catch (error) {
      setServerError(errorMessage(error, t));
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

  return { saving, serverError, clearError: () => setServerError(null), save, remove };
}
