import { useEffect } from 'react';
import { useServices } from '../../kernel/services.ts';
import { useSession } from '../../kernel/useSession.ts';
import { accountKey } from '../../session/userInfo.ts';
import { resourceApi } from '../convention.ts';
import { interruptedFormOf } from '../interruptedForm.ts';
import type { ResourceDef } from '../types.ts';
import type { useRecordActions } from './useRecordActions.tsx';

/**
 * After the session ended with a form of this area open, signing in again as the same account
 * brings the person back to the list (SPEC 8's redirect), and the list opens the form again; the
 * form puts back what was typed (useDraft) and says so.
 */
export function useReopenInterrupted(
  def: ResourceDef,
  actions: Pick<ReturnType<typeof useRecordActions>, 'add' | 'edit'>,
  enabled: boolean,
) {
  const { platform, api } = useServices();
  const account = accountKey(useSession((s) => s.nav?.userInfo));
  useEffect(() => {
    if (!enabled || account === null) return;
    let live = true;
    void platform.drafts
      .interrupted(account, location.origin)
      .then(async (drafts) => {
        const form = interruptedFormOf(
          drafts.map((draft) => draft.form),
          def.name,
        );
        if (!form || !live) return;
        if (form.kind === 'add') {
          actions.add();
          return;
        }
        const record = await resourceApi(api, def).info(form.id, { quiet: true });
        if (record && live) actions.edit(record, form.fields);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once per list and account: the actions' identity changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform, api, def, account, enabled]);
}
