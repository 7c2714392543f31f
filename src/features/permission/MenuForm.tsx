import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { InputNumber } from 'primereact/inputnumber';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { MENU_TYPES, type MenuDraft, type MenuEntity, type MenuType } from '../../core/api/endpoints/menu.ts';
import { ICON_NAMES, iconClass } from '../../core/layout/icons.ts';
import { FormField, fieldAria } from '../../core/components/FormField.tsx';
import type { MenuErrors } from './menuRules.ts';
import { dropdownLabels } from '../../core/components/labelledDropdown.ts';

/** The fields of a menu entry: type, parent, name, url (route name), permission strings, icon, order. */
export function MenuForm({
  draft,
  errors,
  menus,
  exclude,
  nameOf,
  onChange,
}: {
  draft: MenuDraft;
  errors: MenuErrors;
  menus: readonly MenuEntity[];
  exclude: ReadonlySet<number>;
  /** A parent's name as the menu screen shows it. */
  nameOf: (menu: MenuEntity) => string;
  onChange: (patch: Partial<MenuDraft>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const typeId = `${id}-type`;
  const parents = [
    { value: 0, label: t('menuAdmin.topLevel') },
    ...menus
      .filter((m) => m.type !== MENU_TYPES.button && !exclude.has(m.menuId))
      .map((m) => ({ value: m.menuId, label: nameOf(m) })),
  ];
  const types = (Object.values(MENU_TYPES) as MenuType[]).map((value) => ({
    value,
    label: t(`menuAdmin.types.${value}`),
  }));
  const icons = ICON_NAMES.map((name) => ({ value: name, label: name }));
  return (
    <div className="entity-form">
      <div className="form-field" role="group" aria-labelledby={typeId}>
        <span id={typeId} className="form-field__label">
          {t('menuAdmin.type')}
        </span>
        <SelectButton
          value={draft.type}
          options={types}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          onChange={(e) => e.value !== null && onChange({ type: e.value as MenuType })}
        />
      </div>
      <FormField id={`${id}-parent`} label={t('menuAdmin.parent')} error={errors.parentId}>
        <Dropdown
          inputId={`${id}-parent`}
          value={draft.parentId}
          options={parents}
          optionLabel="label"
          optionValue="value"
          filter
          pt={dropdownLabels(t('menuAdmin.parent'))}
          onChange={(e) => onChange({ parentId: Number(e.value) })}
        />
      </FormField>
      <FormField id={`${id}-name`} label={t('menuAdmin.name')} required error={errors.name}>
        <InputText
          id={`${id}-name`}
          value={draft.name}
          maxLength={60}
          onChange={(e) => onChange({ name: e.target.value })}
          {...fieldAria(`${id}-name`, errors.name, true)}
        />
      </FormField>
      {draft.type !== MENU_TYPES.button ? (
        <FormField
          id={`${id}-url`}
          label={t('menuAdmin.url')}
          required={draft.type === MENU_TYPES.menu}
          error={errors.url}
          hint={<small className="form-field__hint">{t('menuAdmin.urlHint')}</small>}
        >
          <InputText
            id={`${id}-url`}
            value={draft.url}
            maxLength={100}
            onChange={(e) => onChange({ url: e.target.value })}
            {...fieldAria(`${id}-url`, errors.url, draft.type === MENU_TYPES.menu)}
          />
        </FormField>
      ) : null}
      <FormField
        id={`${id}-perms`}
        label={t('menuAdmin.perms')}
        required={draft.type === MENU_TYPES.button}
        error={errors.perms}
        hint={<small className="form-field__hint">{t('menuAdmin.permsHint')}</small>}
      >
        <InputText
          id={`${id}-perms`}
          value={draft.perms}
          maxLength={500}
          onChange={(e) => onChange({ perms: e.target.value })}
          {...fieldAria(`${id}-perms`, errors.perms, draft.type === MENU_TYPES.button)}
        />
      </FormField>
      {draft.type !== MENU_TYPES.button ? (
        <FormField id={`${id}-icon`} label={t('menuAdmin.icon')}>
          <Dropdown
            inputId={`${id}-icon`}
            value={draft.icon}
            options={icons}
            optionLabel="label"
            optionValue="value"
            filter
            showClear
            pt={dropdownLabels(t('menuAdmin.icon'))}
            itemTemplate={(option: { value: string; label: string }) => (
              <span className="icon-option">
                <i className={iconClass(option.value)} aria-hidden="true" /> {option.label}
              </span>
            )}
            onChange={(e) => onChange({ icon: typeof e.value === 'string' ? e.value : '' })}
          />
        </FormField>
      ) : null}
      <FormField id={`${id}-order`} label={t('menuAdmin.orderNum')} error={errors.orderNum}>
        <InputNumber
          inputId={`${id}-order`}
          value={draft.orderNum}
          min={-9999}
          max={9999}
          useGrouping={false}
          onValueChange={(e) => onChange({ orderNum: e.value ?? 0 })}
        />
      </FormField>
    </div>
  );
}
