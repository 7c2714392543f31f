import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button } from 'primereact/button';
import { useServices } from '../../core/kernel/services.ts';
import { useRead } from '../../core/kernel/data/useRead.ts';
import { Permission, usePermission } from '../../core/permission/Permission.tsx';
import { errorMessage } from '../../core/api/failureMessage.ts';
import { CodeViewer } from '../../core/components/CodeViewer.tsx';
import { Toolbar } from '../../core/components/Toolbar.tsx';
import { resourceApi, resourcePaths } from '../../core/resources/convention.ts';
import { incentive } from './areas.ts';
import { recordTitle } from '../../core/resources/fields.ts';
import { KeptResourceForm } from '../../core/resources/components/ResourceForm.tsx';
import { useResourceForm } from '../../core/resources/hooks/useResourceForm.ts';
import type { RecordData } from '../../core/resources/types.ts';
import type { ScreenProps } from '../../core/routes/types.ts';
import { useKeptResourceForm } from '../../core/resources/hooks/useKeptResourceForm.ts';
import { CopyLinkButton } from '../../core/resources/components/CopyLinkButton.tsx';
import '../../core/components/screen.css';
import '../../core/resources/resources.css';

type Mode = 'add' | 'edit' | 'look';

const LIST_PATH = '/config/incentive';
const modeOf = (routeName: string): Mode =>
  routeName === 'incentive-add' ? 'add' : routeName === 'incentive-edit' ? 'edit' : 'look';

/** The incentive form of /config/incentive-add, -edit and -look: one screen, read-only when looking. */
export default function IncentiveFormView({ route }: ScreenProps) {
  const { t } = useTranslation();
  const can = usePermission();
  const mode = modeOf(route.name);
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const needsRecord = mode !== 'add';
  const allowed = can([
    mode === 'add'
      ? incentive.permissions.add!
      : mode === 'edit'
        ? incentive.permissions.edit!
        : incentive.permissions.info,
  ]);
  // Quiet: a failure is shown here, in place of the form, not as a toast.
  const { data, error, loading, updatedAt } = useRead(
    needsRecord && allowed && Number.isInteger(id) && id >= 1
      ? [resourcePaths(incentive.group, incentive.name).info(id)]
      : null,
    (api) => resourceApi(api, incentive).info(id, { quiet: true }),
  );
  const record = data ?? null;
  const problem =
    error !== null ? errorMessage(error, t) : data === null ? t('resources.incentive.notFound', { id }) : null;

  const title = t(route.meta.title);
  const notice = (text: string, role: 'alert' | 'status' = 'alert') => (
    <section className="admin-screen" aria-label={title}>
      <h2 className="resource-page__title">{title}</h2>
      <p role={role}>{text}</p>
      <a href={`#${LIST_PATH}`}>{t('resources.incentive.backToList')}</a>
    </section>
  );
  if (!allowed) return notice(t('resources.common.noPermission'));
  if (needsRecord && (!Number.isInteger(id) || id < 1)) return notice(t('resources.incentive.noId'));
  if (problem) return notice(problem);
  // An edit opens on what the server has now, not on what was read before; a look shows what it had
  // at once and what the server answers behind it.
  if (needsRecord && (!record || record.id !== id || (mode === 'edit' && loading)))
    return notice(t('common.loading'), 'status');
  const version = mode === 'look' ? `-${updatedAt}` : '';
  return <IncentiveForm key={`${mode}-${record?.id ?? 'new'}${version}`} mode={mode} record={record} title={title} />;
}

function IncentiveForm({ mode, record, title }: { mode: Mode; record: RecordData | null; title: string }) {
  const { t } = useTranslation();
  const { notifier, tabs } = useServices();
  const [, navigate] = useLocation();
  const form = useResourceForm(incentive, mode === 'add' ? 'add' : 'edit', record);
  const { kept: draft, ...keeping } = useKeptResourceForm(
    form,
    mode === 'look' ? null : `screen:incentive:${mode}:${record?.id ?? 'new'}`,
  );
  const [showRaw, setShowRaw] = useState(false);
  const ownPath = `/config/incentive-${mode}`;
  // Back to the list asks first when something typed would be lost; a save has nothing to ask.
  const leave = (to: string) =>
    keeping.leave(() => {
      tabs.act(ownPath, 'close');
      navigate(to);
    });
  const submit = async () => {
    const saved = await keeping.submit();
    if (!saved) return;
    const name = saved === true ? '' : recordTitle(incentive, saved);
    notifier.show({
      channel: 'toast',
      severity: 'success',
      text:
        mode === 'add'
          ? t('resources.common.added', { item: t(incentive.item), name })
          : t('resources.common.saved', { name }),
    });
    const savedId = saved === true ? record?.id : saved.id;
    leave(savedId ? `/config/incentive-look?id=${savedId}` : LIST_PATH);
  };
  const readOnly = mode === 'look';
  return (
    <section className="admin-screen resource-page" aria-labelledby="incentive-form-title">
      <Toolbar
        titleId="incentive-form-title"
        title={
          <>
            {title}
            {record ? ` · ${recordTitle(incentive, record)}` : ''}
          </>
        }
      >
        {readOnly && record ? <CopyLinkButton route={`/config/incentive-look?id=${record.id}`} /> : null}
        {readOnly && record ? (
          <Permission need={[incentive.permissions.edit!]}>
            <Button
              type="button"
              icon="pi pi-pencil"
              label={t('common.edit')}
              onClick={() => leave(`/config/incentive-edit?id=${record.id}`)}
            />
          </Permission>
        ) : null}
      </Toolbar>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!readOnly) void submit();
        }}
      >
        <KeptResourceForm def={incentive} mode={mode} form={form} kept={draft} record={record} />
        <div className="resource-page__buttons">
          <Button
            type="button"
            outlined
            icon="pi pi-arrow-left"
            label={t('resources.incentive.backToList')}
            onClick={() => leave(LIST_PATH)}
          />
          {readOnly ? null : <Button type="submit" icon="pi pi-check" label={t('common.save')} loading={form.saving} />}
        </div>
      </form>
      {readOnly && record ? (
        <div className="resource-page__raw">
          <Button
            type="button"
            text
            icon={showRaw ? 'pi pi-chevron-up' : 'pi pi-code'}
            label={t('resources.common.rawData')}
            aria-expanded={showRaw}
            onClick={() => setShowRaw(!showRaw)}
          />
          {showRaw ? (
            <CodeViewer
              value={record}
              label={t('resources.common.rawDataOf', { name: recordTitle(incentive, record) })}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
