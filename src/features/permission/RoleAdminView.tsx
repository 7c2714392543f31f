import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tree, type TreeCheckboxSelectionKeys } from 'primereact/tree';
import { selectionFor } from './roleSelection.ts';
import { RoleDetailsDialog } from './RoleDetailsDialog.tsx';
import type { TreeNode } from 'primereact/treenode';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { IconButton } from '../../core/components/IconButton.tsx';
import { Toolbar, ToolbarSearch } from '../../core/components/Toolbar.tsx';
import { EditDialog } from '../../core/components/EditDialog.tsx';
import { useEntityEditing } from './useEntityEditing.ts';
import { DraftNotice } from '../../core/components/DraftNotice.tsx';
import { useServices } from '../../core/kernel/services.ts';
import { useFeatures } from '../../core/kernel/features.ts';
import { useRead } from '../../core/kernel/data/useRead.ts';
import { areas } from './group.ts';
import {
  deleteRole,
  listRoles,
  ROLE_LIST_PATH,
  saveRole,
  type RoleDraft,
  type RoleEntity,
} from '../../core/api/endpoints/role.ts';
import { FormField, fieldAria } from '../../core/components/FormField.tsx';
import type { ScreenProps } from '../../core/routes/types.ts';
import { buildMenuTree, type MenuNode } from './menuTree.ts';
import { useMenus } from './useMenus.ts';
import { menuEntryLabel, routeTitleKeys } from '../../core/routes/menuView.ts';
import { AccessReport } from './AccessReport.tsx';
import { RoleListTools, useRolePaginator } from './RoleListTools.tsx';
import '../../core/components/screen.css';
import './admin.css';

const ROLE_LABELS: Record<string, string> = {
  roleName: 'roleAdmin.name',
  remark: 'roleAdmin.remark',
  menuIds: 'roleAdmin.menus',
};
const EMPTY: RoleDraft = { roleName: '', remark: '', menuIds: [] };
const NO_ROLES: RoleEntity[] = [];

/** Role management (/permission/role): list with search, create and edit with a menu tree, delete. */
export default function RoleAdminView(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const features = useFeatures();
  const { menus } = useMenus();
  const tree = useMemo(() => buildMenuTree(menus), [menus]);
  const titleKeys = useMemo(() => routeTitleKeys(features.routes), [features.routes]);
  const treeNodes = useMemo(() => {
    // The menu entries named as the sidebar and the menu screen name them.
    const toNode = (node: MenuNode): TreeNode => ({
      key: node.key,
      label: menuEntryLabel(node.data, i18n.language, t, titleKeys),
      children: node.children.map(toNode),
    });
    return tree.map(toNode);
  }, [tree, i18n.language, t, titleKeys]);
  // A failed load keeps the list it had (the request layer showed why).
  const { data: roles = NO_ROLES, loading, reload } = useRead([ROLE_LIST_PATH], listRoles);
  const [query, setQuery] = useState('');
  const editing = useEntityEditing<RoleDraft>({
    form: (draft) => `role:${draft.roleId ?? 'new'}`,
    texts: {
      saved: 'roleAdmin.saved',
      deleteTitle: 'roleAdmin.deleteTitle',
      deleteConfirm: 'roleAdmin.deleteConfirm',
      deleted: 'roleAdmin.deleted',
    },
    // The role list reads again by itself: the write changed its area.
    after: () => Promise.resolve(),
  });
  const { draft, setDraft, kept, feedback } = editing;
  const [nameError, setNameError] = useState<string | undefined>();
  const [reportFor, setReportFor] = useState<RoleEntity | null>(null);
  const [viewing, setViewing] = useState<RoleEntity | null>(null);
  const formId = useId();
  const paginator = useRolePaginator();

  const needle = query.trim().toLowerCase();
  const shown = roles.filter(
    (r) => needle === '' || r.roleName.toLowerCase().includes(needle) || r.remark.toLowerCase().includes(needle),
  );

  const open = (next: RoleDraft) => {
    editing.open(next);
    setNameError(undefined);
  };

  const save = async () => {
    if (!draft || feedback.saving) return;
    if (draft.roleName.trim() === '') {
      setNameError('roleAdmin.rules.nameRequired');
      return;
    }
    const body = { ...draft, roleName: draft.roleName.trim(), remark: draft.remark.trim() };
    await editing.save(() => saveRole(api, body));
  };

  const remove = (role: RoleEntity) => editing.remove(role.roleName, () => deleteRole(api, role.roleId));

  const actions = (role: RoleEntity) => (
    <span className="admin-actions">
      <IconButton
        icon="pi pi-eye"
        label={t('roleAdmin.viewName', { name: role.roleName })}
        title={t('roleAdmin.view')}
        onClick={() => setViewing(role)}
      />
      <IconButton
        need={areas.role.permissions.edit}
        icon="pi pi-pencil"
        label={t('roleAdmin.editName', { name: role.roleName })}
        title={t('common.edit')}
        onClick={() => open({ ...role })}
      />
      <IconButton
        need={areas.role.permissions.delete}
        danger
        icon="pi pi-trash"
        label={t('roleAdmin.deleteName', { name: role.roleName })}
        title={t('common.delete')}
        onClick={() => remove(role)}
      />
    </span>
  );

  const selection = draft ? selectionFor(tree, new Set(draft.menuIds)) : {};

  return (
    <section className="admin-screen" aria-labelledby="role-admin-title">
      <Toolbar
        titleId="role-admin-title"
        title={t('route.role')}
        add={{ need: areas.role.permissions.add, label: t('roleAdmin.add'), onClick: () => open({ ...EMPTY }) }}
      >
        <ToolbarSearch label={t('roleAdmin.search')} value={query} onChange={setQuery} />
        <RoleListTools roles={shown} />
        <IconButton size="normal" icon="pi pi-refresh" label={t('common.reload')} onClick={() => void reload()} />
      </Toolbar>
      <DataTable
        value={shown}
        loading={loading}
        dataKey="roleId"
        className="admin-table admin-table--scroll"
        // At 360 px the table scrolls sideways: the scrolling box takes the keyboard focus, so it can be scrolled without a mouse.
        pt={{ wrapper: { tabIndex: 0, role: 'region', 'aria-label': t('roleAdmin.table') } }}
        tableStyle={{ minWidth: '36rem' }}
        emptyMessage={t('common.empty')}
        size="small"
        paginator
        rows={10}
        rowsPerPageOptions={[10, 20, 50]}
        paginatorTemplate={paginator}
        currentPageReportTemplate={t('resources.common.pageReport')}
      >
        <Column field="roleName" header={t('roleAdmin.name')} style={{ minWidth: '8rem' }} />
        <Column field="remark" header={t('roleAdmin.remark')} style={{ minWidth: '12rem' }} />
        <Column
          header={t('roleAdmin.menuCount')}
          body={(role: RoleEntity) => role.menuIds.length}
          style={{ width: '6rem' }}
        />
        <Column header={t('common.actions')} body={actions} style={{ width: '9rem' }} />
      </DataTable>
      <EditDialog
        visible={draft !== null}
        onHide={editing.close}
        dirty={kept.dirty}
        header={draft?.roleId ? t('roleAdmin.editTitle') : t('roleAdmin.addTitle')}
        width="34rem"
        saving={feedback.saving}
        serverError={feedback.serverError}
        onSave={() => void save()}
      >
        <DraftNotice draft={kept} labelOf={(key) => t(ROLE_LABELS[key] ?? key)} />
        {draft ? (
          <div className="entity-form">
            <FormField id={`${formId}-name`} label={t('roleAdmin.name')} required error={nameError}>
              <InputText
                id={`${formId}-name`}
                value={draft.roleName}
                maxLength={50}
                onChange={(e) => {
                  setDraft({ ...draft, roleName: e.target.value });
                  setNameError(undefined);
                }}
                {...fieldAria(`${formId}-name`, nameError, true)}
              />
            </FormField>
            <FormField id={`${formId}-remark`} label={t('roleAdmin.remark')}>
              <InputTextarea
                id={`${formId}-remark`}
                value={draft.remark}
                maxLength={200}
                rows={2}
                autoResize
                onChange={(e) => setDraft({ ...draft, remark: e.target.value })}
              />
            </FormField>
            <div className="form-field">
              <span className="form-field__label" id={`${formId}-menus`}>
                {t('roleAdmin.menus')}
              </span>
              <div className="admin-tree" aria-labelledby={`${formId}-menus`} role="group">
                <Tree
                  value={treeNodes}
                  selectionMode="checkbox"
                  selectionKeys={selection}
                  onSelectionChange={(e) => {
                    const keys = (e.value ?? {}) as TreeCheckboxSelectionKeys;
                    // A partially checked parent is granted too: its children need it to be reached.
                    const ids = Object.entries(keys)
                      .filter(([, v]) => v.checked || v.partialChecked)
                      .map(([k]) => Number(k));
                    setDraft({ ...draft, menuIds: ids });
                  }}
                />
              </div>
            </div>
          </div>
        ) : null}
      </EditDialog>
      <RoleDetailsDialog
        role={viewing}
        tree={tree}
        onHide={() => setViewing(null)}
        onEdit={(role) => {
          setViewing(null);
          open({ ...role });
        }}
        onReport={(role) => {
          setViewing(null);
          setReportFor(role);
        }}
      />
      <Dialog
        visible={reportFor !== null}
        onHide={() => setReportFor(null)}
        header={t('roleAdmin.reportTitle', { name: reportFor?.roleName ?? '' })}
        style={{ width: 'min(44rem, 96vw)' }}
      >
        {reportFor ? (
          <AccessReport role={reportFor} menus={menus} table={features.routes} checked={features.permissions} />
        ) : null}
      </Dialog>
      <ConfirmDialog />
    </section>
  );
}
