import { useState } from 'react';
import { useServices } from '../../kernel/services.ts';
import { useSaveFeedback } from '../../components/useSaveFeedback.ts';
import { resourceApi } from '../convention.ts';
import { bodyFromDraft, draftFromRecord, emptyDraft, formFields } from '../fields.ts';
import type { Draft, RecordData, ResourceDef } from '../types.ts';
import { useForm } from '../../components/useForm.ts';
import { validateDraft, type FieldErrors, type RuleMessage } from '../validation.ts';
import { isDirty } from '../../../contract/drafts.ts';

const isRecord = (value: unknown): value is RecordData =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/**
 * What the server has after a save whose answer was lost: the record read again, and the keys of
 * the form's writable fields whose value there is not what was typed (none: it was saved).
 * `record: null`: it could not be read (yet).
 */
export interface ServerNow {
  record: RecordData | null;
  differing: readonly string[];
}

/** The writable fields of the form whose value in `record` differs from `typed`. */
export function differingFields(
  def: ResourceDef,
  only: readonly string[] | undefined,
  typed: Draft,
  record: RecordData,
): string[] {
  const now = draftFromRecord(record);
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return formFields(def, 'edit', only)
    .filter(({ field, readOnly }) => !readOnly && !same(now[field.key], typed[field.key]))
    .map(({ field }) => field.key);
}

/**
 * The state of an add or edit form: the draft, its rule messages, and saving. A failed save keeps
 * everything typed and holds the server's message for the form to show.
 */
export function useResourceForm(
  def: ResourceDef,
  mode: 'add' | 'edit',
  record: RecordData | null,
  only?: readonly string[],
  preset?: Draft,
) {
  const { api } = useServices();
  const feedback = useSaveFeedback();
  const [serverNow, setServerNow] = useState<ServerNow | null>(null);
  const [opened, setOpened] = useState<Draft>(() =>
    record ? draftFromRecord(record) : { ...emptyDraft(def), ...preset },
  );
  const form = useForm<Draft, RuleMessage>({
    initial: opened,
    validate: (draft) => validateDraft(def, draft, mode, only),
  });

  /** Replaces the draft (a record loaded after the form opened). */
  const reset = (next: RecordData | null) => {
    const values = next ? draftFromRecord(next) : emptyDraft(def);
    setOpened(values);
    form.reset(values);
    feedback.clearError();
  };

  /** Checks and sends; answers the saved record (or true when the server answered none), or null. */
  const save = async (): Promise<RecordData | true | null> => {
    if (feedback.saving || !form.check()) return null;
    const calls = resourceApi(api, def);
    const typed = form.values;
    const body = bodyFromDraft(def, typed, mode, only);
    let saved: unknown;
    setServerNow(null);
    // The answer was lost: the record is read again so the person sees what the server has now
    // before deciding (an added record's list behind the form is refreshed by the data layer).
    const readBack = async () => {
      if (mode !== 'edit' || typeof body.id !== 'number') return;
      const record = await calls.info(body.id, { quiet: true }).catch(() => null);
      setServerNow({ record, differing: record ? differingFields(def, only, typed, record) : [] });
    };
    const ok = await feedback.save(
      async () => {
        saved = mode === 'add' ? await calls.create(body) : await calls.update(body as { id: number });
      },
      undefined,
      readBack,
    );
    if (!ok) return null;
    return isRecord(saved) ? saved : true;
  };

  return {
    draft: form.values,
    /** The values the form was opened with, and whether what is typed differs from them. */
    opened,
    dirty: isDirty(opened, form.values),
    /** Puts kept values (a restored draft) over those the form opened with. */
    apply: (values: Draft) => form.reset({ ...opened, ...values }),
    setField: form.set,
    errors: form.errors as FieldErrors,
    serverError: feedback.serverError,
    /** After a save whose answer was lost: what the server has now (edit forms). */
    serverNow: feedback.unknown ? serverNow : null,
    saving: feedback.saving,
    save,
    reset,
  };
}

export type ResourceFormState = ReturnType<typeof useResourceForm>;
