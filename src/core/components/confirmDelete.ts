import { confirmDialog } from 'primereact/confirmdialog';
import type { TFunction } from 'i18next';

/**
 * Asks before deleting: a danger-styled Delete, Cancel focused first. `run` does the deletion and
 * what follows; a failure was already shown by the request layer, and the list stays as it was.
 */
export function confirmDelete(options: {
  t: TFunction;
  header: string;
  message: string;
  group?: string;
  run(): Promise<void>;
}): void {
  const { t } = options;
  confirmDialog({
    ...(options.group ? { group: options.group } : {}),
    header: options.header,
    message: options.message,
    icon: 'pi pi-exclamation-triangle',
    acceptClassName: 'p-button-danger',
    acceptLabel: t('common.delete'),
    rejectLabel: t('common.cancel'),
    defaultFocus: 'reject',
    accept: async () => {
      try {
        await options.run();
      } catch {
        // The request layer showed why.
      }
    },
  });
}
