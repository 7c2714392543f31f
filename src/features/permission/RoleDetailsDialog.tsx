import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../core/components/ConsoleDialog.tsx';
import type { RoleEntity } from '../../core/api/endpoints/role.ts';
import { areas } from './group.ts';
import type { MenuNode } from './menuTree.ts';
import { useFeatures } from '../../core/kernel/features.ts';
import { menuEntryLabel, routeTitleKeys } from '../../core/routes/menuView.ts';

/**
 * A role as its administrator reads it: name, remark and the menu and permission tree with what it
 * grants checked (read only). The developer's access report stays one click away.
 */
export function RoleDetailsDialog({
  role,
  tree,
  onHide,
  onEdit,
  onReport,
}: {
  role: RoleEntity | null;
  tree: MenuNode[];
  onHide: () => void;
  onEdit: (role: RoleEntity) => void;
  onReport: (role: RoleEntity) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleDialog
      visible={role !== null}
      onHide={onHide}
      header={t('roleAdmin.viewTitle', { name: role?.roleName ?? '' })}
      width="40rem"
      buttons={(close) =>
        role
          ? [
              {
                label: t('roleAdmin.report'),
                icon: 'pi pi-chart-bar',
                look: 'text',
                aside: true,
                onClick: () => onReport(role),
              },
              {
                label: t('common.edit'),
                icon: 'pi pi-pencil',
                look: 'outlined',
                need: [areas.role.permissions.edit],
                onClick: () => onEdit(role),
              },
              { label: t('common.close'), onClick: close },
            ]
          : []
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
          {/* A scrolling box: reachable by keyboard, named after its heading. */}
          <div
            className="admin-tree role-details__tree"
            tabIndex={0}
            role="region"
            aria-labelledby={`role-${role.roleId}-tree`}
          >
            <GrantTree nodes={tree} granted={new Set(role.menuIds)} labelledBy={`role-${role.roleId}-tree`} />
          </div>
        </div>
      ) : null}
    </ConsoleDialog>
  );
}

type Grant = 'all' | 'some' | 'none';

function grantOf(node: MenuNode, granted: ReadonlySet<number>): Grant {
  const own = granted.has(node.data.menuId);
  const states = node.children.map((child) => grantOf(child, granted));
  if (own && states.every((s) => s === 'all')) return 'all';
  return own || states.some((s) => s !== 'none') ? 'some' : 'none';
}

const GRANT_ICON: Record<Grant, string> = { all: 'pi-check-square', some: 'pi-minus-circle', none: 'pi-stop' };
const GRANT_TEXT: Record<Grant, string> = {
  all: 'roleAdmin.granted',
  some: 'roleAdmin.partlyGranted',
  none: 'roleAdmin.notGranted',
};

/** The menu and permission tree, read only: each entry with its state (granted, partly, not) in words for assistive technology. */
function GrantTree({
  nodes,
  granted,
  labelledBy,
}: {
  nodes: readonly MenuNode[];
  granted: ReadonlySet<number>;
  labelledBy?: string;
}) {
  const { t, i18n } = useTranslation();
  const features = useFeatures();
  const titleKeys = routeTitleKeys(features.routes);
  return (
    <ul className="grant-tree" role="list" aria-labelledby={labelledBy}>
      {nodes.map((node) => {
        const state = grantOf(node, granted);
        const perms = node.data.perms
          .split(',')
          .map((perm) => perm.trim())
          .filter((perm) => perm !== '');
        return (
          <li key={node.key} className={`grant-tree__item is-${state}`}>
            <span className="grant-tree__row">
              <i className={`pi ${GRANT_ICON[state]} grant-tree__state`} role="img" aria-label={t(GRANT_TEXT[state])} />
              <span className="grant-tree__name">{menuEntryLabel(node.data, i18n.language, t, titleKeys)}</span>
              {perms.map((perm) => (
                <code key={perm} className="role-details__perms">
                  {perm}
                </code>
              ))}
            </span>
            {node.children.length > 0 ? <GrantTree nodes={node.children} granted={granted} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
