import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Drawer, type DrawerShown } from '../components/Drawer.tsx';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Button } from 'primereact/button';
import { useServices } from '../kernel/services.ts';
import { useSession } from '../kernel/useSession.ts';
import { LAYOUTS, SIZES, THEMES } from './settings.ts';
import { LANGUAGES } from '../../contract/constants.ts';
import { displayName } from '../session/userInfo.ts';
import { useSizeSwitch } from './useSizeSwitch.ts';
import { useLanguageSwitch } from './useLanguageSwitch.ts';
import './settings.css';
import type { Settings } from '../kernel/ports.ts';

const PRESET_COLORS = ['#4080FF', '#1890FF', '#13C2C2', '#52C41A', '#FA8C16', '#F5222D', '#722ED1', '#2F54EB'];

/** The settings panel: project settings, theme, interface and navigation (SPEC 2, 3). */
export default function SettingsPanel(drawer: DrawerShown) {
  const { t } = useTranslation();
  const { settings } = useServices();
  const s = useStore(settings.store, (state) => state.settings);
  const app = useStore(settings.store, (state) => state.app);
  const userInfo = useSession((state) => state.nav?.userInfo ?? null);
  const switchSize = useSizeSwitch();
  const switchLanguage = useLanguageSwitch();
  const set = (patch: Partial<Settings>) => settings.update(patch);
  const identity = [
    displayName(userInfo),
    typeof userInfo?.['mobile'] === 'string' ? (userInfo['mobile'] as string) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Drawer {...drawer} className="settings-panel" title={t('settings.title')} closeLabel={t('settings.close')}>
      <Section title={t('settings.project')}>
        <TextRow
          label={t('settings.siteTitle')}
          value={s.title ?? t('app.title')}
          onChange={(value) => set({ title: value.trim() === '' ? null : value })}
        />
        <SwitchRow label={t('settings.tagsView')} checked={s.tagsView} onChange={(tagsView) => set({ tagsView })} />
        <SwitchRow
          label={t('settings.fixedHeader')}
          checked={s.fixedHeader}
          onChange={(fixedHeader) => set({ fixedHeader })}
        />
        <SwitchRow
          label={t('settings.sidebarLogo')}
          checked={s.sidebarLogo}
          onChange={(sidebarLogo) => set({ sidebarLogo })}
        />
        <SwitchRow
          label={t('settings.showSettings')}
          checked={s.showSettings}
          onChange={(showSettings) => set({ showSettings })}
        />
        <SwitchRow
          label={t('settings.watermarkEnabled')}
          checked={s.watermarkEnabled}
          onChange={(watermarkEnabled) => set({ watermarkEnabled })}
        />
        <TextRow
          label={t('settings.watermarkContent')}
          value={s.watermarkContent ?? t('app.title')}
          onChange={(value) => set({ watermarkContent: value.trim() === '' ? null : value })}
        />
        {identity ? (
          <Button
            type="button"
            text
            size="small"
            className="settings-panel__identity"
            label={t('settings.useIdentity')}
            onClick={() => set({ watermarkContent: identity })}
          />
        ) : null}
        <p className="settings-panel__version">{t('app.version', { version: s.version })}</p>
      </Section>

      <Section title={t('settings.theme')}>
        <ChoiceRow
          label={t('settings.themeMode')}
          value={s.theme}
          options={THEMES.map((value) => ({ value, label: t(`settings.themes.${value}`) }))}
          onChange={(theme) => set({ theme })}
        />
        <ColorRow value={s.themeColor} onChange={(themeColor) => set({ themeColor })} />
      </Section>

      <Section title={t('settings.interface')}>
        <ChoiceRow
          label={t('settings.size')}
          value={app.size}
          options={SIZES.map((value) => ({ value, label: t(`settings.sizes.${value}`) }))}
          onChange={switchSize}
        />
        <ChoiceRow
          label={t('settings.language')}
          value={app.language}
          options={LANGUAGES.map((value) => ({ value, label: t(`settings.languages.${value}`) }))}
          onChange={(language) => void switchLanguage(language)}
        />
      </Section>

      <Section title={t('settings.navigation')}>
        <ChoiceRow
          label={t('settings.layout')}
          value={s.layout}
          options={LAYOUTS.map((value) => ({ value, label: t(`settings.layouts.${value}`) }))}
          onChange={(layout) => set({ layout })}
        />
      </Section>

      <Button
        type="button"
        outlined
        icon="pi pi-replay"
        className="settings-panel__reset"
        label={t('settings.reset')}
        onClick={() => settings.reset()}
      />
    </Drawer>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-panel__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function SwitchRow({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="settings-panel__row">
      <label htmlFor={id}>{label}</label>
      <Checkbox inputId={id} checked={checked} onChange={(e) => onChange(Boolean(e.checked))} />
    </div>
  );
}

function TextRow({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="settings-panel__row settings-panel__row--stacked">
      <label htmlFor={id}>{label}</label>
      <InputText id={id} value={value} maxLength={80} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function ChoiceRow<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="settings-panel__row settings-panel__row--stacked" role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <SelectButton
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        allowEmpty={false}
        onChange={(e) => e.value && onChange(e.value as T)}
      />
    </div>
  );
}

function ColorRow({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="settings-panel__row settings-panel__row--stacked">
      <label htmlFor={id}>{t('settings.themeColor')}</label>
      <div className="settings-panel__colors">
        <input
          id={id}
          type="color"
          value={value.toLowerCase()}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        {PRESET_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            className={`settings-panel__swatch${color === value ? ' is-active' : ''}`}
            style={{ background: color }}
            aria-label={t('settings.useColor', { color })}
            aria-pressed={color === value}
            onClick={() => onChange(color)}
          />
        ))}
      </div>
    </div>
  );
}
