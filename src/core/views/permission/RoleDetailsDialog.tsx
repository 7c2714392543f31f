import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { Tree, type TreeExpandedKeysType } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import type { RoleEntity } from '../../api/endpoints/role.ts';
import { Permission } from '../../permission/Permission.tsx';
import { PERMISSIONS } from '../../permission/registry.ts';
import type { MenuNode } from './menuTree.ts';
import { selectionFor } from './roleSelection.ts';

/**
 * A role as its administrator reads it: name, remark and the menu and permission tree with what it
 * grants checked (read only). The developer's access report stays one click away.
 */
export function RoleDetailsDialog({ role, tree, onHide, onEdit, onReport }: { role: RoleEntity | null; tree: MenuNode[]; onHide: () => void; onEdit: (role: RoleEntity) => void; onReport: (role: RoleEntity) => void }) {
  const { t } = useTranslation();
  const nodes = useMemo(() => {
    const toNode = (node: MenuNode): TreeNode => ({ key: node.key, label: node.data.name, data: node.data.perms, children: node.children.map(toNode) });
    return tree.map(toNode);
  }, [tree]);
  const allExpanded = useMemo(() => {
    const keys: TreeExpandedKeysType = {};
    const walk = (node: MenuNode) => {
      if (node.children.length > 0) keys[node.key] = true;
      node.children.forEach(walk);
    };
    tree.forEach(walk);
    return keys;
  }, [tree]);
  const [expanded, setExpanded] = useState<TreeExpandedKeysType | null>(null);
  const selection = role ? selectionFor(tree, new Set(role.menuIds)) : {};

  return (
    <Dialog
      visible={role !== null}
      onHide={() => {
        setExpanded(null);
        onHide();
      }}
      header={t('roleAdmin.viewTitle', { name: role?.roleName ?? '' })}
      style={{ width: 'min(40rem, 96vw)' }}
      footer={
        role ? (
          <div className="dialog-footer">
            <Button type="button" text icon="pi pi-chart-bar" label={t('roleAdmin.report')} onClick={() => onReport(role)} className="dialog-footer__secondary" />
            <Permission need={[PERMISSIONS.role.edit]}>
              <Button type="button" outlined icon="pi pi-pencil" label={t('common.edit')} onClick={() => onEdit(role)} />
            </Permission>
            <Button type="button" label={t('common.close')} onClick={onHide} />
          </div>
        ) : null
      }
    >
      {role ? (
        <div className="role-details">
          <dl className="role-details__facts">
            <div>
              <dt>{t('roleAdmin.name')}</dt>
              <dd>{role.roleName}</dd>
            </div>
            <div>
              <dt>{t('roleAdmin.remark')}</dt>
              <dd>{role.remark.trim() === '' ? t('roleAdmin.none') : role.remark}</dd>
            </div>
            <div>
              <dt>{t('roleAdmin.menuCount')}</dt>
              <dd>{role.menuIds.length}</dd>
            </div>
          </dl>
          <h3 className="role-details__heading" id={`role-${role.roleId}-tree`}>
            {t('roleAdmin.menus')}
          </h3>
          <div className="admin-tree role-details__tree" role="group" aria-labelledby={`role-${role.roleId}-tree`}>
            <Tree
              value={nodes}
              selectionMode="checkbox"
              selectionKeys={selection}
              expandedKeys={expanded ?? allExpanded}
              onToggle={(e) => setExpanded(e.value)}
              nodeTemplate={(node) => (
                <span className="role-details__node">
                  <span>{node.label}</span>
                  {typeof node.data === 'string'
                    ? node.data
                        .split(',')
                        .map((perm) => perm.trim())
                        .filter((perm) => perm !== '')
                        .map((perm) => (
                          <code key={perm} className="role-details__perms">
                            {perm}
                          </code>
                        ))
                    : null}
                </span>
              )}
            />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
