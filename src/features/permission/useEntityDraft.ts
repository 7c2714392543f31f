import { isDirty } from '../../contract/drafts.ts';
import { useDraft } from '../../core/components/useDraft.ts';

/**
 * The draft of a role or menu dialog: kept while it is open and changed, offered or put back when
 * it opens again (useDraft). `form` names the dialog and its record (`role:3`, `menu:new`).
 */
export function useEntityDraft<T extends object>(
  form: string | null,
  draft: T | null,
  opened: T | null,
  setDraft: (next: T) => void,
) {
  const values = (draft ?? {}) as Record<string, unknown>;
  const base = (opened ?? {}) as Record<string, unknown>;
  const dirty = draft !== null && opened !== null && isDirty(base, values);
  const kept = useDraft(form, values, base, dirty, (restored) => {
    if (opened) setDraft({ ...opened, ...restored });
  });
  return { ...kept, dirty };
}
