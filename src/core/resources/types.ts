/**
 * A resource: one business, configuration or organisation area declared once. The generic list,
 * detail and form screens read the declaration; nothing about an area is repeated elsewhere.
 * Texts are locale keys.
 */

import type { ComponentType } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { WatchArea } from '../../contract/watches.ts';

/** How a value is entered and shown. */
export type FieldType =
  | 'text' // one line
  | 'textarea' // several lines
  | 'richtext' // long content with a preview; shown as escaped text, never as HTML
  | 'number' // integer
  | 'money' // up to two decimals
  | 'enum' // one of `options`
  | 'status' // 1 enabled / 0 disabled
  | 'boolean'
  | 'date' // YYYY-MM-DD
  | 'datetime' // YYYY-MM-DD HH:mm:ss
  | 'tags' // ids of other records, shown as coloured chips (`display` holds { name, color })
  | 'image' // an image URL
  | 'relation' // the id of another record; `display` holds its name
  | 'relations' // ids of other records; `display` holds their names
  | 'mobile'
  | 'color';

export type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

export interface EnumOption {
  value: string | number | boolean;
  /** Locale key. */
  label: string;
  severity?: Severity;
}

/** Where the options of a relation come from. */
export interface RelationSource {
  /** Name of the resource whose list gives the options. */
  resource?: string;
  /** Or another list call (e.g. the roles of /api/sys/role/list, which answers an array). */
  url?: string;
  /** Permission needed to load the options (default: the resource's list permission). */
  permission?: string;
  valueKey?: string;
  labelKey?: string;
  /** Search on the server as the user types (large sets such as platform users). */
  search?: boolean;
  /** An extra first option, e.g. "Top level" (value 0). */
  none?: EnumOption;
}

/** Where a field appears: list column (visible, or offered in the column chooser but hidden), filter, form, detail. */
export interface FieldPlacement {
  list?: boolean | 'hidden';
  filter?: boolean;
  /** true: in add and edit forms; 'add': only when adding; 'readonly': shown but not editable. */
  form?: boolean | 'add' | 'readonly';
  /** Shown in the detail screen; true unless stated. */
  detail?: boolean;
}

export interface FieldRules {
  required?: boolean;
  /** Length bounds (text) or value bounds (numbers). */
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Locale key of the message when `pattern` does not match. */
  patternMessage?: string;
}

export interface FieldDef extends FieldPlacement {
  key: string;
  /** Locale key. */
  label: string;
  type: FieldType;
  options?: readonly EnumOption[];
  relation?: RelationSource;
  /** Key of the record's display value for relations and tags (e.g. `userNickname`, `tags`). */
  display?: string;
  sortable?: boolean;
  rules?: FieldRules;
  /** Locale key of a unit shown after numbers (e.g. 10,000 CNY). */
  unit?: string;
  /** Locale key of a hint below the input. */
  hint?: string;
  /** Minimum width of the list column. */
  width?: string;
  /** Value of a new record. */
  defaultValue?: unknown;
  /** Takes the whole width of a form. */
  wide?: boolean;
  /** Numbers shown with their sign, gains green and losses red (points changes). */
  signed?: boolean;
  /** Numbers shown without thousands separators (ids). */
  plain?: boolean;
  /**
   * The value the import template's example row gives (docs/import.md), where the generic one would
   * not pass the field's rules (a code of a given form). Language-neutral text.
   */
  example?: string;
}

/** A rule across fields: `a` must not be greater than `b` (prices, dates). */
export interface CrossRule {
  kind: 'notAfter';
  a: string;
  b: string;
  /** Locale key, shown at field `b`. */
  message: string;
}

/** An action on one record beyond look, edit and delete. */
export type RowAction =
  /** Flips a status field (PUT { id, field }) after a confirmation. */
  | { kind: 'toggle'; key: string; field: string; permission: string }
  /** Edits some fields only (e.g. a user's tags) in the form dialog. */
  | {
      kind: 'fields';
      key: string;
      fields: readonly string[];
      permission: string;
      icon: string;
      label: string;
      title: string;
    }
  /** A dialog of the area's own (an audit, a preview), declared with the area. */
  | {
      kind: 'custom';
      key: string;
      dialog: ComponentType<CustomActionProps>;
      permission: string | null;
      icon: string;
      label: string;
      when?: { field: string; equals: unknown };
    };

/** What the dialog of a `custom` row action is given. */
export interface CustomActionProps {
  def: ResourceDef;
  record: RecordData;
  onClose: () => void;
  /** The record changed on the server. */
  onDone: () => void;
}

/**
 * An action an area declares for many selected records at once, beyond delete and the status
 * toggles (which every area with them gets): approve the selected requests, say. It runs one
 * call per record, at most four at a time.
 */
export interface BulkActionDef {
  key: string;
  /** Locale keys: the button, and the confirmation (given `count` and `item`). */
  label: string;
  confirm: string;
  icon: string;
  permission: string;
  /** Only the selected records with this value take part (the pending ones). */
  when?: { field: string; equals: unknown };
  /** A value the person chooses first, with the input of this field (the tags to add, say). */
  input?: { field: string };
  run: (api: ApiClient, record: RecordData, value?: unknown) => Promise<unknown>;
}

/**
 * A view of a list an area declares ("Pending", "Rejected this week"): offered in every person's
 * Views menu beside "All" and their own saved views, named in the address as `view=<key>`.
 */
export interface ListViewDef {
  /** Its name in the address: lower-case letters, digits and dashes. */
  key: string;
  /** Locale key of its name in the Views menu. */
  label: string;
  /** The filters it applies, by field key as the filter bar sets them; `now` for ranges such as "this week". */
  filters: (now: Date) => Record<string, unknown>;
  keyword?: string;
  /** Its sort; the area's default sort when left out. */
  sort?: { field: string; order: 'asc' | 'desc' };
}

export type Group = 'business' | 'config' | 'organization';

/**
 * The permission strings of the standard actions. An action without one does not exist for the
 * area (points are added but never edited; invitations are only read).
 */
export interface ResourcePermissions {
  list: string;
  info: string;
  add?: string;
  edit?: string;
  delete?: string;
}

export interface ResourceDef {
  /** The area, as in the route name and the permission strings: `sys:<name>:list`. */
  name: string;
  group: Group;
  /** Locale key of one record ("user"), used in titles such as "New user". */
  item: string;
  /** Field whose value names a record in labels ("Edit 王伟"); `#id` when absent or empty. */
  titleField?: string;
  /**
   * How a record reads as a compact item (a list at the side panel's width): `title` heads it (the
   * title field unless given), `fields` are the two or three shown under it (default: the first
   * list columns that are neither the title, the id nor the status).
   */
  summary?: { title?: string; fields?: readonly string[] };
  fields: readonly FieldDef[];
  crossRules?: readonly CrossRule[];
  /** Locale key of the keyword search's label; no keyword search without it. */
  keyword?: string;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  rowActions?: readonly RowAction[];
  /** Actions on many selected records (delete and status toggles come from the permissions and rowActions). */
  bulkActions?: readonly BulkActionDef[];
  /**
   * The fields "Copy for ticket" puts in a summary for a customer, in order (default: the visible
   * list columns without ids, pictures and colours). A secret field is never in it.
   */
  ticketSummary?: readonly string[];
  /** Records of this area can be watched (Watch a case): Watch / Unwatch in their details dialog. */
  watch?: WatchArea;
  /** Views of the list offered to everyone in its Views menu (each person saves their own as well). */
  views?: readonly ListViewDef[];
  /** Screens of their own instead of dialogs: paths that take `?id=`. */
  pages?: { look?: string; add?: string; edit?: string };
  permissions: ResourcePermissions;
  /**
   * Records may be imported from a CSV or XLSX file, one create call per row (docs/import.md): Import
   * on the list for whoever may add. Declared with the area (src/contract/areas.ts).
   */
  importable?: boolean;
}

export type RecordData = { id: number } & Record<string, unknown>;
export type Draft = Record<string, unknown>;
