import { useTranslation } from 'react-i18next';
import { IconButton } from '../../components/IconButton.tsx';
import { useServices } from '../../kernel/services.ts';
import { shareableLink } from '../../routes/shareableLink.ts';

/**
 * Copy link: the address of this view (a list with its filters, a record's screen) to paste in a
 * ticket or a chat. The web build copies its address; the extension the web console's address set
 * on its options page, else the console route, which Ctrl/⌘+K opens in any shell.
 */
export function CopyLinkButton({ route }: { route: string }) {
  const { t } = useTranslation();
  const copy = useCopyLink(route);
  return <IconButton size="normal" icon="pi pi-link" label={t('list.link.copy')} onClick={() => void copy()} />;
}

/** What Copy link does, for a menu's entry as well as the button. */
export function useCopyLink(route: string): () => Promise<void> {
  const { t } = useTranslation();
  const { platform, notifier } = useServices();
  const copy = async () => {
    const link = await shareableLink(platform, route);
    try {
      await navigator.clipboard.writeText(link);
      notifier.show({ channel: 'toast', severity: 'success', text: t('list.link.copied', { link }) });
    } catch {
      // Without the clipboard (a browser that refuses it) the link is shown to copy by hand.
      notifier.show({
        channel: 'notice',
        severity: 'info',
        title: t('list.link.copy'),
        text: t('list.link.manual', { link }),
      });
    }
  };
  return copy;
}
