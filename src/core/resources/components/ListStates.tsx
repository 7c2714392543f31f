import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { filterFields } from '../fields.ts';
import { findOption } from '../format.ts';
import { isActiveFilter, type ListState } from '../params.ts';
import type { ResourceDef } from '../types.ts';

/** Rows of grey bars while a list loads for the first time: waiting, not emptiness. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton__row" aria-hidden="true">
          <Skeleton width="40%" height="1rem" />
          <Skeleton width="75%" height="0.8rem" />
        </div>
      ))}
    </div>
  );
}

/** The filters a view applies, as a person reads them: `“王”`, `Status: Enabled`, `Created`. */
export function describeFilters(
  def: ResourceDef,
  state: Pick<ListState, 'keyword' | 'filters'>,
  t: TFunction,
  hiddenKeys: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const keyword = state.keyword.trim();
  if (keyword !== '') out.push(t('list.empty.keyword', { text: keyword }));
  for (const field of filterFields(def)) {
    const value = state.filters[field.key];
    if (hiddenKeys.includes(field.key) || !isActiveFilter(field, value)) continue;
    const option = findOption(field, value);
    out.push(option ? t('list.empty.filterIs', { field: t(field.label), value: t(option.label) }) : t(field.label));
  }
  return out;
}

/**
 * What a list says when it has no rows: it could not load; nothing matches these filters (named,
 * with Clear filters); or the area has no records yet (and how to add one, to whoever may).
 */
export function ListEmpty({
  failed,
  filters,
  keyword = '',
  item,
  addLabel,
  onClear,
}: {
  failed: boolean;
  /** The filters applied, described (`describeFilters`). */
  filters: readonly string[];
  /** The words searched for: a search by them alone that matches nothing says "No match for “…”". */
  keyword?: string;
  item: string;
  /** The add button's name, when the person may add. */
  addLabel: string | null;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (failed) return <p className="list-empty">{t('resources.common.loadFailed')}</p>;
  if (filters.length > 0)
    return (
      <div className="list-empty">
        <p className="list-empty__title">
          {keyword !== '' && filters.length === 1
            ? t('lookup.noMatch', { text: keyword })
            : t('list.empty.noMatch', { item })}
        </p>
        <p className="list-empty__filters">
          {t('list.empty.filters', { filters: filters.join(t('list.empty.separator')) })}
        </p>
        <Button
          type="button"
          outlined
          size="small"
          icon="pi pi-filter-slash"
          label={t('list.empty.clear')}
          onClick={onClear}
        />
      </div>
    );
  return (
    <div className="list-empty">
      <p className="list-empty__title">{t('list.empty.none', { item })}</p>
      {addLabel ? <p>{t('list.empty.howToAdd', { button: addLabel })}</p> : null}
    </div>
  );
}
