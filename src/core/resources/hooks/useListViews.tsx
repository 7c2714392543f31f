import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from 'primereact/menuitem';
import { useServices } from '../../kernel/services.ts';
import type { ListColumn } from '../fields.ts';
import type { ResourceDef } from '../types.ts';
import { readColumnView, sameColumnView, storedColumnView, type ColumnView } from '../list/columnPrefs.ts';
import {
  addView,
  ALL_VIEW,
  cleanViewName,
  deleteView,
  findView,
  MAX_VIEWS,
  queryState,
  renameView,
  sameView,
  setDefaultView,
  stateOfView,
  updateView,
  viewQuery,
  type KnownView,
  type ListViews,
  type ViewsChange,
} from '../list/savedViews.ts';
import type { ListAddress, ResourceListState } from './useResourceList.ts';
import { MoreMenu } from '../components/MoreMenu.tsx';
import {
  DeleteViewDialog,
  ManageViewsDialog,
  ViewNameDialog,
  viewsChangeMessage,
} from '../components/ViewsDialogs.tsx';

type Open = { kind: 'save' } | { kind: 'rename'; name: string } | { kind: 'delete'; name: string };

/**
 * The Views of a list kept in the address: the Views menu button (the saved views, All and the
 * area's; Save view; Manage views), its dialogs, and the rules that tie them to the list: a view
 * chosen is shown and named in the address (a saved one brings its columns); the default opens a
 * list whose address names nothing; columns changed leave the saved view that was named.
 */
export function useListViews({
  def,
  address,
  list,
  columns,
  columnView,
  saved,
  opening,
  narrow,
}: {
  def: ResourceDef;
  address: ListAddress | undefined;
  list: ResourceListState;
  columns: readonly ListColumn[];
  columnView: { view: ColumnView; setView: (view: ColumnView) => void; reset: () => void; ready: boolean };
  saved: {
    ready: boolean;
    views: ListViews;
    change: (edit: (views: ListViews) => ViewsChange) => Promise<ViewsChange>;
  };
  /** The default view the list opens with now (the address names nothing), or null. */
  opening: KnownView | null;
  narrow: boolean;
}) {
  const { t } = useTranslation();
  const { notifier } = useServices();
  const [open, setOpen] = useState<Open | null>(null);
  const [managing, setManaging] = useState(false);
  const declared = def.views ?? [];
  const named = address?.view ?? null;
  const search = address?.search ?? null;
  const known = findView(named, declared, saved.views.views);
  const reserved = [ALL_VIEW, t('list.views.all'), ...declared.flatMap((v) => [v.key, t(v.label)])];
  const labelOf = (view: KnownView): string =>
    view.kind === 'all' ? t('list.views.all') : view.kind === 'declared' ? t(view.view.label) : view.name;
  const toast = (text: string, severity: 'success' | 'warn' | 'error' = 'success') =>
    notifier.show({ channel: 'toast', severity, text });
  const current = () => ({ query: viewQuery(def, list.state), columns: storedColumnView(columnView.view, columns) });

  const choose = (view: KnownView) => {
    if (view.kind === 'saved') columnView.setView(readColumnView(view.view.columns, columns));
    list.applyView(stateOfView(def, view, new Date()), view.name);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  // The default: a list opened with an address that names nothing shows it (once the columns are read).
  const openingKey = opening && columnView.ready ? `${opening.kind}:${opening.name}` : null;
  useEffect(() => {
    if (opening && openingKey) chooseRef.current(opening);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once each time the address comes back to nothing
  }, [openingKey, search]);

  // A link naming one of the person's saved views, with its filters: its columns as well.
  const arrival = known?.kind === 'saved' && saved.ready && columnView.ready ? `${named}\n${search}` : null;
  useEffect(() => {
    if (!arrival || known?.kind !== 'saved' || !sameView(queryState(def, known.view.query), list.state)) return;
    const wanted = readColumnView(known.view.columns, columns);
    if (!sameColumnView(wanted, columnView.view)) columnView.setView(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arriving at a view only
  }, [arrival]);

  /** Columns changed by hand: the saved view named (which holds columns) is no longer what is shown. */
  const leaveSavedView = () => {
    if (known?.kind === 'saved') list.applyView(list.state, null);
  };

  const refused = (result: ViewsChange, name: string): string | null => viewsChangeMessage(result, name, t);

  const save = async (text: string): Promise<string | null> => {
    const name = cleanViewName(text);
    const result = await saved.change((views) => addView(views, { name, ...current() }, reserved));
    const why = refused(result, name);
    if (why !== null) return why;
    list.applyView(list.state, name);
    toast(t('list.views.saved', { name }));
    return null;
  };
  const rename = async (from: string, text: string): Promise<string | null> => {
    const name = cleanViewName(text);
    if (name === from) return null;
    const result = await saved.change((views) => renameView(views, from, name, reserved));
    const why = refused(result, name);
    if (why !== null) return why;
    if (named === from) list.applyView(list.state, name);
    toast(t('list.views.renamed', { name }));
    return null;
  };
  const update = async (name: string) => {
    const result = await saved.change((views) => updateView(views, name, current()));
    const why = refused(result, name);
    if (why !== null) return toast(why, 'error');
    list.applyView(list.state, name);
    toast(t('list.views.updated', { name }));
  };
  const remove = async (name: string) => {
    setOpen(null);
    const result = await saved.change((views) => deleteView(views, name));
    const why = refused(result, name);
    if (why !== null) return toast(why, 'error');
    if (named === name) list.applyView(list.state, null);
    toast(t('list.views.deleted', { name }));
  };
  const makeDefault = async (name: string | null) => {
    const result = await saved.change((views) => setDefaultView(views, name));
    const why = refused(result, name ?? '');
    if (why !== null) return toast(why, 'error');
    const view = findView(name, declared, saved.views.views);
    toast(view && name !== null ? t('list.views.defaultSet', { name: labelOf(view) }) : t('list.views.defaultCleared'));
  };
  const startSave = () => {
    if (saved.views.views.length >= MAX_VIEWS) toast(t('list.views.error.limit', { max: MAX_VIEWS }), 'warn');
    else setOpen({ kind: 'save' });
  };

  const defaultName = saved.views.defaultView;
  const onAll = named === ALL_VIEW || (named === null && search === '');
  const entry = (view: KnownView): MenuItem => {
    const label = labelOf(view);
    const isCurrent = view.kind === 'all' ? onAll : named === view.name;
    return {
      label: defaultName === view.name ? t('list.views.defaultMark', { name: label }) : label,
      icon: isCurrent ? 'pi pi-check' : 'pi pi-fw',
      data: { current: isCurrent },
      command: () => choose(view),
    };
  };
  const items: MenuItem[] = [
    entry({ kind: 'all', name: ALL_VIEW }),
    ...declared.map((view) => entry({ kind: 'declared', name: view.key, view })),
    ...(saved.views.views.length > 0
      ? [
          { separator: true },
          {
            label: t('list.views.mine'),
            items: saved.views.views.map((view) => entry({ kind: 'saved', name: view.name, view })),
          },
        ]
      : []),
    { separator: true },
    { label: t('list.views.save'), icon: 'pi pi-bookmark', command: startSave, disabled: !saved.ready },
    { label: t('list.views.manage'), icon: 'pi pi-cog', command: () => setManaging(true), disabled: !saved.ready },
  ];
  const shownName = named === null || named === ALL_VIEW ? null : known ? labelOf(known) : named;
  const buttonLabel = shownName === null ? t('list.views.title') : t('list.views.named', { name: shownName });
  const button: ReactNode = address ? (
    <MoreMenu
      label={buttonLabel}
      items={items}
      icon="pi pi-bookmark"
      className="list-tools__views"
      menuClassName="views-menu"
      align={narrow ? 'right' : 'left'}
      {...(narrow ? {} : { text: buttonLabel })}
    />
  ) : null;

  const dialogs: ReactNode = address ? (
    <>
      {managing ? (
        <ManageViewsDialog
          views={[
            { name: ALL_VIEW, label: t('list.views.all'), kind: 'all', isDefault: defaultName === null },
            ...declared.map((v) => ({
              name: v.key,
              label: t(v.label),
              kind: 'declared' as const,
              isDefault: defaultName === v.key,
            })),
            ...saved.views.views.map((v) => ({
              name: v.name,
              label: v.name,
              kind: 'saved' as const,
              isDefault: defaultName === v.name,
            })),
          ]}
          onUpdate={(name) => void update(name)}
          onRename={(name) => setOpen({ kind: 'rename', name })}
          onDefault={(name) => void makeDefault(name)}
          onDelete={(name) => setOpen({ kind: 'delete', name })}
          onClose={() => setManaging(false)}
        />
      ) : null}
      {open?.kind === 'save' ? (
        <ViewNameDialog mode="save" initial="" onSubmit={save} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'rename' ? (
        <ViewNameDialog
          mode="rename"
          initial={open.name}
          onSubmit={(name) => rename(open.name, name)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <DeleteViewDialog name={open.name} onDelete={() => void remove(open.name)} onClose={() => setOpen(null)} />
      ) : null}
    </>
  ) : null;

  return { button, dialogs, leaveSavedView };
}
