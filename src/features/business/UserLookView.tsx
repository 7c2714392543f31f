import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from 'primereact/button';
import { TabView, TabPanel } from 'primereact/tabview';
import { useServices } from '../../core/kernel/services.ts';
import { useRead } from '../../core/kernel/data/useRead.ts';
import { Permission, usePermission } from '../../core/permission/Permission.tsx';
import { errorMessage } from '../../core/api/failureMessage.ts';
import { CodeViewer } from '../../core/components/CodeViewer.tsx';
import { PictureWithheld } from '../../core/components/ServerPicture.tsx';
import { usePicture } from '../../core/components/usePicture.ts';
// The admin screens' styles come before the framework's, which refine them.
import { CopyLinkButton } from '../../core/resources/components/CopyLinkButton.tsx';
import { CopyForTicketButton } from '../../core/resources/components/CopyForTicketButton.tsx';
import { WatchButton } from '../../core/watch/WatchButton.tsx';
import '../../core/components/screen.css';
import { resourceApi, resourcePaths } from '../../core/resources/convention.ts';
import { invitation, points, user as userDef, withdrawal } from './areas.ts';
import { DetailList } from '../../core/resources/components/ResourceDetail.tsx';
import { FieldValue } from '../../core/resources/components/FieldValue.tsx';
import { ResourceList } from '../../core/resources/components/ResourceList.tsx';
import { useRecordActions } from '../../core/resources/hooks/useRecordActions.tsx';
import type { RowAction } from '../../core/resources/types.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import '../../core/resources/resources.css';
import './userLook.css';

const statusField = userDef.fields.find((f) => f.key === 'status')!;
const toggleAction = userDef.rowActions!.find((a): a is Extract<RowAction, { kind: 'toggle' }> => a.kind === 'toggle')!;
const tagsAction = userDef.rowActions!.find((a) => a.kind === 'fields')!;

/** One platform user (/business/user-look?id=…): the user, and their points, withdrawals and invitations. */
export default function UserLookView(_: ScreenProps) {
  const { t } = useTranslation();
  const { tabs } = useServices();
  const [, navigate] = useLocation();
  const can = usePermission();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const valid = Number.isInteger(id) && id > 0;
  // Quiet: a failure is shown here, in place of the user, not as a toast.
  const { data: record, error } = useRead(valid ? [resourcePaths(userDef.group, userDef.name).info(id)] : null, (api) =>
    resourceApi(api, userDef).info(id, { quiet: true }),
  );
  const problem =
    error !== null ? errorMessage(error, t) : record === null ? t('resources.userLook.notFound', { id }) : null;
  const avatar = usePicture(record?.avatar);

  const actions = useRecordActions(userDef, {
    onDeleted: () => {
      tabs.act('/business/user-look', 'close');
      navigate('/business/user');
    },
  });

  if (!valid)
    return (
      <p className="resource-notice" role="alert">
        {t('resources.userLook.noId')}
      </p>
    );
  if (problem)
    return (
      <p className="resource-notice" role="alert">
        {problem}
      </p>
    );
  if (!record || record.id !== id)
    return (
      <p className="resource-notice" role="status">
        {t('common.loading')}
      </p>
    );

  const nickname = String(record.nickname ?? '');
  const enabled = record.status === 1;
  // Only the records this user may list; TabView wants TabPanels, not gaps.
  const sections = [
    can([points.permissions.list])
      ? {
          key: 'points',
          header: t('resources.userLook.points'),
          body: (
            <ResourceList
              def={points}
              fixed={{ userId: id }}
              addPreset={{ userId: id, userNickname: nickname }}
              heading={t('resources.userLook.pointsOf', { name: nickname })}
              headingLevel={3}
            />
          ),
        }
      : null,
    can([withdrawal.permissions.list])
      ? {
          key: 'withdrawals',
          header: t('resources.userLook.withdrawals'),
          body: (
            <ResourceList
              def={withdrawal}
              fixed={{ userId: id }}
              heading={t('resources.userLook.withdrawalsOf', { name: nickname })}
              headingLevel={3}
            />
          ),
        }
      : null,
    can([invitation.permissions.list])
      ? {
          key: 'invitations',
          header: t('resources.userLook.invitations'),
          body: (
            <ResourceList
              def={invitation}
              fixed={{ inviterId: id }}
              heading={t('resources.userLook.invitationsOf', { name: nickname })}
              headingLevel={3}
            />
          ),
        }
      : null,
    {
      key: 'raw',
      header: t('resources.common.rawData'),
      body: <CodeViewer value={record} label={t('resources.common.rawDataOf', { name: nickname })} />,
    },
  ].filter((section) => section !== null);
  return (
    <section className="admin-screen user-look" aria-labelledby="user-look-title">
      <header className="user-look__header">
        <span className="user-look__avatar" aria-hidden="true">
          {avatar.state === 'shown' ? <img src={avatar.src} alt="" /> : ([...nickname][0] ?? '?')}
        </span>
        <div className="user-look__who">
          <h2 id="user-look-title">{nickname}</h2>
          {avatar.state === 'withheld' ? <PictureWithheld address={String(record.avatar)} /> : null}
          <p>
            <span>{String(record.mobile ?? '')}</span> <FieldValue field={statusField} record={record} />
          </p>
        </div>
        <span className="admin-toolbar__spacer" />
        <div className="user-look__actions">
          <CopyLinkButton route={`/business/user-look?id=${id}`} />
          <CopyForTicketButton def={userDef} records={[record]} />
          <WatchButton area="user" record={record} name={nickname} />
          <Permission need={[userDef.permissions.edit!]}>
            <Button
              type="button"
              icon="pi pi-pencil"
              label={t('common.edit')}
              onClick={() => actions.act(record, { kind: 'edit' })}
            />
            <Button
              type="button"
              outlined
              icon="pi pi-tags"
              label={t('resources.user.assignTags')}
              onClick={() => actions.act(record, { kind: 'action', action: tagsAction })}
            />
            <Button
              type="button"
              outlined
              icon={enabled ? 'pi pi-ban' : 'pi pi-check-circle'}
              label={enabled ? t('resources.common.disable') : t('resources.common.enable')}
              onClick={() => actions.act(record, { kind: 'action', action: toggleAction })}
            />
          </Permission>
          <Permission need={[userDef.permissions.delete!]}>
            <Button
              type="button"
              outlined
              severity="danger"
              icon="pi pi-trash"
              label={t('common.delete')}
              onClick={() => actions.act(record, { kind: 'delete' })}
            />
          </Permission>
        </div>
      </header>
      <DetailList def={userDef} record={record} omit={['nickname', 'avatar']} />
      <TabView scrollable className="resource-tabs user-look__tabs" key={id}>
        {sections.map((section) => (
          <TabPanel key={section.key} header={section.header}>
            {section.body}
          </TabPanel>
        ))}
      </TabView>
      {actions.dialogs}
    </section>
  );
}
