import { useUnsavedChanges } from '../../kernel/unsaved.ts';
import { useDraft } from '../../components/useDraft.ts';
import type { RecordData } from '../types.ts';
import type { ResourceFormState } from './useResourceForm.ts';

/**
 * A record's form that keeps what is typed (`form`: `useResourceForm`; `key`: the kept draft's
 * name, null for a form that only shows): its changes registered, so closing it asks first; its
 * draft kept. `leave(then)` asks when something would be lost and drops the draft; `submit()`
 * flushes the draft, saves, and on success forgets both (the saved record, or null on a refusal).
 */
export function useKeptResourceForm(form: ResourceFormState, key: string | null) {
  const unsaved = useUnsavedChanges(key !== null && form.dirty);
  const kept = useDraft(key, form.draft, form.opened, form.dirty, form.apply);
  const leave = (then: () => void) =>
    void unsaved.leave(() => {
      kept.forget();
      then();
    });
  const submit = async (): Promise<RecordData | true | null> => {
    await kept.flush();
    const saved = await form.save();
    if (!saved) return null;
    unsaved.saved();
    kept.forget();
    return saved;
  };
  return { kept, leave, submit };
}
