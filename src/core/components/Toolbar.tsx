import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Permission } from '../permission/Permission.tsx';
import './toolbar.css';

/**
 * The toolbar over a screen's list, tree or form: its title (the heading the screen is labelled
 * by), the count beside it, then the screen's tools at the end of the line, and last the add
 * button behind its permission. `narrow` (a list at the side panel's width): the title on a line of
 * its own, the tools and the add button on one line under it. (Styles: `.admin-toolbar`, toolbar.css.)
 */
export function Toolbar({
  titleId,
  title,
  level = 2,
  count,
  add,
  narrow = false,
  children,
}: {
  titleId: string;
  title: ReactNode;
  level?: 2 | 3;
  /** How many there are, announced when it changes; empty while it is not known. */
  count?: string;
  /** `short`: the visible word at the side panel's width ("New"), named in full ("New user"). */
  add?: { need: string; label: string; short?: string; onClick: () => void } | null;
  narrow?: boolean;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const addButton = add ? (
    <Permission need={[add.need]}>
      <Button
        type="button"
        className="admin-toolbar__add"
        icon="pi pi-plus"
        label={narrow && add.short ? add.short : add.label}
        aria-label={add.label}
        onClick={add.onClick}
      />
    </Permission>
  ) : null;
  // The title and its count, on a line of their own when narrow.
  const heading = (
    <>
      <Heading id={titleId}>{title}</Heading>
      {count !== undefined ? (
        <span className="resource-count" aria-live="polite">
          {count}
        </span>
      ) : null}
    </>
  );
  if (narrow)
    return (
      <div className="admin-toolbar is-narrow">
        <div className="admin-toolbar__title">{heading}</div>
        <div className="admin-toolbar__tools">
          {children}
          {addButton}
        </div>
      </div>
    );
  return (
    <div className="admin-toolbar">
      {heading}
      <span className="admin-toolbar__spacer" />
      {children}
      {addButton}
    </div>
  );
}

/** A toolbar's search box that filters what the screen already shows, as one types. */
export function ToolbarSearch({
  label,
  value,
  onChange,
}: {
  /** Its label (read by screen readers) and placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="admin-search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <InputText id={id} type="search" placeholder={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
