import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { FieldDef, RecordData } from '../types.ts';
import { displayNames, findOption, formatMoney, formatNumber, optionsOf } from '../format.ts';
import { isCssColour } from '../cssColour.ts';
import { ServerPicture } from '../../components/ServerPicture.tsx';

/**
 * A name with its colour as a dot: readable whatever the colour (the text itself stays dark on light).
 * The colour is server data: it reaches the style only when it is a CSS colour (`isCssColour`).
 */
export function ColourChip({ name, color }: { name: string; color?: string | undefined }) {
  return (
    <span className="resource-chip">
      {isCssColour(color) ? (
        <span className="resource-chip__dot" style={{ backgroundColor: color }} aria-hidden="true" />
      ) : null}
      {name}
    </span>
  );
}

const EMPTY = '—';

/** One field of a record as text, chips, a tag or a picture (list cells and detail screens). */
export function FieldValue({
  field,
  record,
  compact = false,
}: {
  field: FieldDef;
  record: RecordData;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const value = record[field.key];
  const unit = field.unit ? t(field.unit) : '';
  switch (field.type) {
    case 'money': {
      const text = formatMoney(value, i18n.language, !field.unit);
      return text === '' ? (
        <>{EMPTY}</>
      ) : (
        <span className="resource-number">
          {text}
          {unit ? ` ${unit}` : ''}
        </span>
      );
    }
    case 'number': {
      const text = field.plain && typeof value === 'number' ? String(value) : formatNumber(value, i18n.language);
      if (text === '') return <>{EMPTY}</>;
      if (field.signed && typeof value === 'number') {
        return (
          <span className={`resource-number ${value > 0 ? 'is-gain' : value < 0 ? 'is-loss' : ''}`}>
            {value > 0 ? `+${text}` : text}
          </span>
        );
      }
      return (
        <span className="resource-number">
          {text}
          {unit && !compact ? ` ${unit}` : ''}
        </span>
      );
    }
    case 'enum':
    case 'status':
    case 'boolean': {
      const option = findOption({ ...field, options: optionsOf(field) }, value);
      if (!option) return <>{value === null || value === undefined || value === '' ? EMPTY : String(value)}</>;
      return (
        <Tag
          value={t(option.label)}
          severity={option.severity === 'contrast' ? null : (option.severity ?? 'info')}
          className="resource-tag"
        />
      );
    }
    case 'tags':
    case 'relations': {
      const names = displayNames(field.display ? record[field.display] : undefined);
      if (names.length === 0) return <>{EMPTY}</>;
      return (
        <span className="resource-chips">
          {names.map((n, i) => (
            <ColourChip key={`${n.name}-${i}`} name={n.name} color={n.color} />
          ))}
        </span>
      );
    }
    case 'relation': {
      const name = field.display ? record[field.display] : undefined;
      if (typeof name === 'string' && name !== '') return <>{name}</>;
      return <>{value === null || value === undefined || value === 0 ? EMPTY : `#${String(value)}`}</>;
    }
    case 'image':
      return typeof value === 'string' && value !== '' ? (
        <ServerPicture
          address={value}
          className={compact ? 'resource-thumb' : 'resource-picture'}
          alt={t('resources.common.pictureOf', { field: t(field.label) })}
          lazy
        />
      ) : (
        <>{EMPTY}</>
      );
    case 'color':
      // The text is always shown; the swatch only for a value that is a CSS colour and nothing else.
      return typeof value === 'string' && value !== '' ? (
        <span className="resource-colour">
          {isCssColour(value) ? (
            <span className="resource-colour__swatch" style={{ backgroundColor: value }} aria-hidden="true" />
          ) : null}
          {value}
        </span>
      ) : (
        <>{EMPTY}</>
      );
    case 'textarea':
    case 'richtext': {
      const text = typeof value === 'string' ? value : '';
      if (text === '') return <>{EMPTY}</>;
      // Always text: React escapes it, so markup in the content is shown, never run.
      return compact ? (
        <span className="resource-clip" title={text}>
          {text}
        </span>
      ) : (
        <div className="resource-prose">{text}</div>
      );
    }
    default:
      return value === null || value === undefined || value === '' ? <>{EMPTY}</> : <>{String(value)}</>;
  }
}
