import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFeedback } from '../../core/components/useSaveFeedback.ts';
import { useEntityDraft } from './useEntityDraft.ts';

/** The locale keys of an entity's save and delete: `deleteConfirm` is given the entity's `name`. */
export interface EntityTexts {
  saved: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
}

/**
 * The edit dialog and delete of a role or a menu entry, in one place: what the dialog shows and
 * opened with, the kept draft (`useEntityDraft`), and the save and delete feedback. A save flushes
 * the draft first; a refusal keeps the dialog open with everything typed; a success forgets the
 * draft, closes the dialog and runs `after` (reload), as a confirmed delete does.
 */
export function useEntityEditing<T extends object>(options: {
  /** The kept draft's name for what the dialog shows (`role:3`, `menu:new`). */
  form: (draft: T) => string;
  texts: EntityTexts;
  after: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<T | null>(null);
  // What the dialog opened with: closing it with other values asks first.
  const [opened, setOpened] = useState<T | null>(null);
  const kept = useEntityDraft(draft ? options.form(draft) : null, draft, opened, (next: T) => setDraft(next));
  const feedback = useSaveFeedback();

  const open = (next: T) => {
    setDraft(next);
    setOpened(next);
    feedback.clearError();
  };
  const close = () => {
    kept.forget();
    setDraft(null);
  };
  const save = async (work: () => Promise<unknown>) => {
    await kept.flush();
    const saved = await feedback.save(async () => {
      await work();
      close();
    }, t(options.texts.saved));
    if (saved) await options.after();
  };
  const remove = (name: string, work: () => Promise<unknown>) =>
    feedback.remove({
      header: t(options.texts.deleteTitle),
      message: t(options.texts.deleteConfirm, { name }),
      work,
      success: t(options.texts.deleted),
      after: options.after,
    });

  return { draft, setDraft, kept, feedback, open, close, save, remove };
}
