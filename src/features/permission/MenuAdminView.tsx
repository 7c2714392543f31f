import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { IconButton } from '../../core/components/IconButton.tsx';
import { Toolbar } from '../../core/components/Toolbar.tsx';
import { EditDialog } from '../../core/components/EditDialog.tsx';
import { useEntityEditing } from './useEntityEditing.ts';
import { DraftNotice } from '../../core/components/DraftNotice.tsx';
import { useServices } from '../../core/kernel/services.ts';
import { useFeatures } from '../../core/kernel/features.ts';
import { areas } from './group.ts';
import {
  createMenu,
  deleteMenu,
  MENU_TYPES,
  updateMenu,
  type MenuDraft,
  type MenuEntity,
} from '../../core/api/endpoints/menu.ts';
import { iconClass } from '../../core/layout/icons.ts';
import { menuEntryLabel, routeTitleKeys } from '../../core/routes/menuView.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import { buildMenuTree, subtreeIds, type MenuNode } from './menuTree.ts';
import { validateMenu, type MenuErrors } from './menuRules.ts';
import { MenuForm } from './MenuForm.tsx';
import { TreeTable, TreeTools } from '../../core/components/TreeTable.tsx';
import { useMenus } from './useMenus.ts';
import '../../core/components/screen.css';
import './admin.css';

const EMPTY: MenuDraft = { parentId: 0, name: '', url: '', perms: '', type: MENU_TYPES.menu, icon: '', orderNum: 0 };

/** Menu management (/permission/menu): the menu tree with create, edit and delete (SPEC 6, 7). */
export default function MenuAdminView(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { api, session } = useServices();
  const features = useFeatures();
  const titleKeys = useMemo(() => routeTitleKeys(features.routes), [features.routes]);
  // Names as the sidebar gives them: translated in English, the server's in Chinese.
  const nameOf = (menu: MenuEntity) => menuEntryLabel(menu, i18n.language, t, titleKeys);
  const { menus, loading, reload } = useMenus();
  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const afterChange = async () => {
    await reload();
    // The signed-in user's own menu may have changed: the sidebar follows.
    await session.refreshNav();
  };
  const editing = useEntityEditing<MenuDraft>({
    form: (draft) => `menu:${draft.menuId ?? 'new'}`,
    texts: {
      saved: 'menuAdmin.saved',
      deleteTitle: 'menuAdmin.deleteTitle',
      deleteConfirm: 'menuAdmin.deleteConfirm',
      deleted: 'menuAdmin.deleted',
    },
    after: afterChange,
  });
  const { draft, setDraft, kept, feedback } = editing;
  const [errors, setErrors] = useState<MenuErrors>({});
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const exclude = useMemo(
    () => (draft?.menuId ? subtreeIds(menus, draft.menuId) : new Set<number>()),
    [draft?.menuId, menus],
  );

  const open = (next: MenuDraft) => {
    editing.open(next);
    setErrors({});
  };

  const save = async () => {
    if (!draft || feedback.saving) return;
    const found = validateMenu(draft, exclude);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      ...draft,
      name: draft.name.trim(),
      url: draft.type === MENU_TYPES.button ? '' : draft.url.trim(),
      perms: draft.perms
        .split(/[\s,，]+/)
        .filter(Boolean)
        .join(','),
    };
    const { menuId } = draft;
    // A refusal keeps the dialog open with everything typed, and says what the server answered.
    await editing.save(() => (menuId ? updateMenu(api, { ...body, menuId }) : createMenu(api, body)));
  };

  const remove = (menu: MenuEntity) => editing.remove(nameOf(menu), () => deleteMenu(api, menu.menuId));

  const nameCell = (node: MenuNode) => (
    <span className="admin-name">
      <i className={iconClass(node.data.icon)} aria-hidden="true" /> {nameOf(node.data)}
    </span>
  );
  const typeCell = (node: MenuNode) => (
    <span className={`menu-type menu-type--${node.data.type}`}>{t(`menuAdmin.types.${node.data.type}`)}</span>
  );
  const actions = (node: MenuNode) => (
    <span className="admin-actions admin-actions--end">
      {node.data.type !== MENU_TYPES.button ? (
        <IconButton
          need={areas.menu.permissions.add}
          icon="pi pi-plus"
          label={t('menuAdmin.addChildOf', { name: nameOf(node.data) })}
          title={t('menuAdmin.addChild')}
          onClick={() =>
            open({
              ...EMPTY,
              parentId: node.data.menuId,
              type: node.data.type === 0 ? MENU_TYPES.menu : MENU_TYPES.button,
            })
          }
        />
      ) : null}
      <IconButton
        need={areas.menu.permissions.edit}
        icon="pi pi-pencil"
        label={t('menuAdmin.editName', { name: nameOf(node.data) })}
        title={t('common.edit')}
        onClick={() => open({ ...node.data })}
      />
      <IconButton
        need={areas.menu.permissions.delete}
        danger
        icon="pi pi-trash"
        label={t('menuAdmin.deleteName', { name: nameOf(node.data) })}
        title={t('common.delete')}
        onClick={() => remove(node.data)}
      />
    </span>
  );

  const allKeys = () =>
    Object.fromEntries(menus.filter((m) => m.type !== MENU_TYPES.button).map((m) => [String(m.menuId), true]));

  return (
    <section className="admin-screen" aria-labelledby="menu-admin-title">
      <Toolbar
        titleId="menu-admin-title"
        title={t('route.menu')}
        add={{
          need: areas.menu.permissions.add,
          label: t('menuAdmin.add'),
          onClick: () => open({ ...EMPTY, type: MENU_TYPES.directory }),
        }}
      >
        <TreeTools
          onExpandAll={() => setExpanded(allKeys())}
          onCollapseAll={() => setExpanded({})}
          onReload={() => void reload()}
        />
      </Toolbar>
      <TreeTable
        nodes={tree}
        nameOf={(node) => nameOf(node.data)}
        expanded={expanded}
        loading={loading}
        caption={t('route.menu')}
        onToggle={(key) => setExpanded((e) => ({ ...e, [key]: !e[key] }))}
        columns={[
          { header: t('menuAdmin.name'), cell: nameCell },
          { header: t('menuAdmin.type'), cell: typeCell },
          { header: t('menuAdmin.url'), cell: (node) => node.data.url },
          { header: t('menuAdmin.perms'), cell: (node) => node.data.perms, className: 'admin-perms' },
          { header: t('menuAdmin.orderNum'), cell: (node) => node.data.orderNum },
          { header: t('common.actions'), cell: actions, className: 'admin-actions-cell' },
        ]}
      />
      <EditDialog
        visible={draft !== null}
        onHide={editing.close}
        dirty={kept.dirty}
        header={draft?.menuId ? t('menuAdmin.editTitle') : t('menuAdmin.addTitle')}
        width="32rem"
        saving={feedback.saving}
        serverError={feedback.serverError}
        onSave={() => void save()}
      >
        <DraftNotice draft={kept} labelOf={(key) => t(`menuAdmin.${key === 'parentId' ? 'parent' : key}`)} />
        {draft ? (
          <MenuForm
            draft={draft}
            errors={errors}
            menus={menus}
            exclude={exclude}
            nameOf={nameOf}
            onChange={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
          />
        ) : null}
      </EditDialog>
      <ConfirmDialog />
    </section>
  );
}
