import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ProgressBar } from 'primereact/progressbar';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useServices } from '../../kernel/services.ts';
import { usePermissions } from '../../permission/Permission.tsx';
import { hasPermission } from '../../permission/hasPermission.ts';
import { errorMessage } from '../../api/failureMessage.ts';
import { ConsoleDialog, type DialogButton } from '../../components/ConsoleDialog.tsx';
import { saveFile } from '../../components/saveFile.ts';
import { useThrottledText } from '../../components/useThrottledText.ts';
import { textsIn } from '../../i18n/i18n.ts';
import type { Texts } from '../../i18n/parts.ts';
import { LANGUAGES } from '../../../contract/constants.ts';
import { resourceApi } from '../convention.ts';
import { bodyFromDraft } from '../fields.ts';
import { formatNumber } from '../format.ts';
import { runBulk } from '../list/bulk.ts';
import { looksLikeFormula, toCsv, type Cell } from '../list/csv.ts';
import { exportFileName } from '../list/exportFile.ts';
import { columnName, toXlsx } from '../list/xlsx.ts';
import type { ResourceDef } from '../types.ts';
import type { RuleMessage } from '../validation.ts';
import { checkRows, shownValue, type ImportContext, type RowCheck } from '../import/convert.ts';
import { loadImportContext } from '../import/choices.ts';
import { ENCODINGS, type Encoding } from '../import/decode.ts';
import { SEPARATORS, type Separator } from '../import/csvRead.ts';
import { failedRowsTable, type FailedRow } from '../import/failedRows.ts';
import { importFields, isSkippedColumn, mapColumns, type Mapping, type Translate } from '../import/headers.ts';
import { ImportProblem, MAX_FILE_BYTES, MAX_ROWS, isImportProblem } from '../import/limits.ts';
import { detectReadOptions, readImportFile, type ImportTable, type ReadOptions } from '../import/readTable.ts';
import { templateTable } from '../import/template.ts';
import './importDialog.css';

/** Rows the preview table shows at most (every row is checked; the counts say so). */
const PREVIEW_ROWS = 50;
/** Failures listed in the result at most (the failed-rows file holds them all). */
const LISTED_FAILURES = 20;
const PROBLEM_COLUMN = 'list.import.problemColumn';
const SEPARATOR_NAMES: Record<Separator, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

interface Prepared {
  translators: Translate[];
  context: Omit<ImportContext, 'date1904'>;
}

type Read =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'failed'; message: string }
  | { kind: 'read'; table: ImportTable; mapping: Mapping };

type Run =
  | { kind: 'idle' }
  | { kind: 'sending'; done: number; total: number }
  | { kind: 'done'; created: number; failed: (FailedRow & { number: number })[]; cancelled: boolean };

interface Chosen {
  name: string;
  bytes: Uint8Array;
  options: ReadOptions;
}

/** A translator over another language's texts: the text at a key's path, or '' (never the key). */
function translatorOf(texts: Texts): Translate {
  return (key) => {
    let at: Texts | string | undefined = texts;
    for (const part of key.split('.')) at = typeof at === 'object' ? at[part] : undefined;
    return typeof at === 'string' ? at : '';
  };
}

/** The locale's text of a refusal, numbers formatted. */
function problemMessage(problem: ImportProblem, t: TFunction, n: (v: number) => string) {
  const values = Object.fromEntries(
    Object.entries(problem.values).map(([key, value]) => [key, typeof value === 'number' ? n(value) : value]),
  );
  return `${t(problem.messageKey, values)} ${t('list.import.nothingSent')}`;
}

/**
 * Import of an area's records from a CSV or XLSX file (docs/import.md): choose or drop a file (or
 * download the template first), see how its columns go to fields and its first rows as the add form
 * would take them, every row checked by the area's rules; then one create call per ready row, four
 * at a time, with progress and Cancel. The result names each row not imported, and the rows that
 * failed download as a file in the same layout to fix and import again. Loaded when Import is opened.
 */
export default function ImportDialog({
  def,
  title,
  onClose,
}: {
  def: ResourceDef;
  /** The list's name ("Brands"). */
  title: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api, notifier } = useServices();
  // The permissions held (a stable list): which related lists may be read.
  const held = usePermissions();
  const id = useId();
  const n = useCallback((value: number) => formatNumber(value, i18n.language), [i18n.language]);
  const fields = useMemo(() => importFields(def), [def]);
  const item = t(def.item);

  // What cells are read against: the other language's texts and the related lists, loaded once.
  const [prepared, setPrepared] = useState<Prepared | { failed: string } | null>(null);
  // Loaded once per language the console shows (the first translator is the console's own).
  const preparing = useRef<{ language: string; promise: Promise<Prepared> } | null>(null);
  const prepare = useCallback((): Promise<Prepared> => {
    const language = i18n.language;
    if (preparing.current?.language === language) return preparing.current.promise;
    const promise = (async () => {
      const here: Translate = (key) => t(key);
      const others = await Promise.all(
        LANGUAGES.filter((other) => other !== language).map((other) =>
          textsIn(other, 'console').then(translatorOf, () => null),
        ),
      );
      const translators = [here, ...others.filter((other): other is Translate => other !== null)];
      const context = await loadImportContext(api, fields, translators, (permission) =>
        hasPermission(held, [permission]),
      );
      const done = { translators, context };
      setPrepared(done);
      return done;
    })().catch((error: unknown) => {
      preparing.current = null;
      setPrepared({ failed: errorMessage(error, t) });
      throw error;
    });
    preparing.current = { language, promise };
    return promise;
  }, [api, held, fields, i18n.language, t]);
  useEffect(() => void prepare().catch(() => undefined), [prepare]);

  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [read, setRead] = useState<Read>({ kind: 'none' });
  const [run, setRun] = useState<Run>({ kind: 'idle' });
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const progressRef = useRef<HTMLParagraphElement>(null);
  const previewRef = useRef<HTMLHeadingElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // A file just chosen: once read, focus goes to its preview (the file input is gone by then).
  const toPreview = useRef(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => () => abort.current?.abort(), []);
  // Focus follows the import: to its progress when sending starts, to its result when it ends. Once
  // the part is drawn (a frame asked for right after the state change may come before it is).
  useEffect(() => {
    if (run.kind === 'sending') progressRef.current?.focus();
    if (run.kind === 'done') resultRef.current?.focus();
  }, [run.kind]);

  const choose = async (file: File | undefined) => {
    if (!file || run.kind === 'sending') return;
    setRun({ kind: 'idle' });
    setOnlyProblems(false);
    if (file.size > MAX_FILE_BYTES) {
      setChosen(null);
      setRead({
        kind: 'failed',
        message: problemMessage(new ImportProblem('tooLarge', { max: MAX_FILE_BYTES / 1048576 }), t, n),
      });
      return;
    }
    setRead({ kind: 'reading' });
    toPreview.current = true;
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      // The file went away, or the browser may not read it.
      setRead({ kind: 'failed', message: problemMessage(new ImportProblem('notSupported'), t, n) });
      return;
    }
    setChosen({ name: file.name, bytes, options: detectReadOptions(bytes) });
  };

  // The file read (again, when the person changes its encoding or separator), its columns matched.
  useEffect(() => {
    if (!chosen) return;
    let live = true;
    setRead({ kind: 'reading' });
    void (async () => {
      try {
        const [table, ready] = await Promise.all([readImportFile(chosen.bytes, chosen.options), prepare()]);
        const skip = ready.translators.map((tr) => tr(PROBLEM_COLUMN));
        const mapping = mapColumns(table.header, fields, ready.translators, skip, title);
        if (live) setRead({ kind: 'read', table, mapping });
      } catch (error) {
        if (!live) return;
        // A list that could not be loaded is said (with Try again) by its own alert.
        setRead(isImportProblem(error) ? { kind: 'failed', message: problemMessage(error, t, n) } : { kind: 'none' });
      }
    })();
    return () => {
      live = false;
    };
  }, [chosen, fields, prepare, t, n, title]);

  const context = prepared && 'context' in prepared ? prepared.context : null;
  useEffect(() => {
    if (read.kind === 'failed') toPreview.current = false;
    if (read.kind !== 'read' || !context || !toPreview.current) return;
    toPreview.current = false;
    previewRef.current?.focus();
  }, [read, context]);
  const table = read.kind === 'read' ? read.table : null;
  const mapping = read.kind === 'read' ? read.mapping : null;
  const checks = useMemo<RowCheck[]>(
    () =>
      table && mapping && context
        ? checkRows(def, table.rows, table.numbers, mapping, { ...context, date1904: table.date1904 })
        : [],
    [def, table, mapping, context],
  );
  const ready = checks.filter((check) => Object.keys(check.problems).length === 0);
  const withProblems = checks.filter((check) => Object.keys(check.problems).length > 0);
  const labelOf = (key: string) => t(fields.find((field) => field.key === key)?.label ?? key);
  /** A rule's message as the form words it (naming its field). */
  const ruleText = (key: string, message: RuleMessage) => t(message.key, { ...message.values, field: labelOf(key) });
  /** The same, with the field's name before it when the message does not say it. */
  const namedRuleText = (key: string, message: RuleMessage) => {
    const text = ruleText(key, message);
    return text.includes(labelOf(key)) ? text : `${labelOf(key)}: ${text}`;
  };
  const problemText = (check: RowCheck) =>
    Object.entries(check.problems)
      .map(([key, message]) => namedRuleText(key, message))
      .join('; ');
  const mappedColumns = mapping ? mapping.flatMap((key, column) => (key ? [{ key, column }] : [])) : [];
  const missingRequired = mapping
    ? fields.filter((field) => field.rules?.required && !mapping.includes(field.key))
    : [];
  const formulaCells = useMemo(() => {
    if (!table || !mapping) return 0;
    const columns = mapping.flatMap((key, column) => (key ? [column] : []));
    let count = 0;
    for (const row of table.rows)
      for (const column of columns) {
        const cell = row[column];
        if (typeof cell === 'string' && looksLikeFormula(cell)) count += 1;
      }
    return count;
  }, [table, mapping]);

  const setMapping = (column: number, key: string | null) => {
    if (read.kind !== 'read') return;
    const next = read.mapping.map((current, i) => (i === column ? key : current === key ? null : current));
    setRead({ ...read, mapping: next });
  };

  const send = async () => {
    if (run.kind === 'sending' || !table || ready.length === 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setRun({ kind: 'sending', done: 0, total: ready.length });
    const calls = resourceApi(api, def);
    const outcome = await runBulk(
      ready,
      async (check) => {
        await calls.create(bodyFromDraft(def, check.draft, 'add'));
      },
      {
        concurrency: 4,
        signal: controller.signal,
        onProgress: (done, total) => setRun((r) => (r.kind === 'sending' ? { ...r, done, total } : r)),
      },
    );
    const tried = new Set([...outcome.succeeded, ...outcome.failed.map((failure) => failure.item)]);
    const failed = [
      ...withProblems.map((check) => ({ index: check.index, number: check.number, message: problemText(check) })),
      ...outcome.failed.map(({ item: check, error }) => ({
        index: check.index,
        number: check.number,
        message: errorMessage(error, t),
      })),
      ...ready
        .filter((check) => !tried.has(check))
        .map((check) => ({ index: check.index, number: check.number, message: t('list.import.notSent') })),
    ].sort((a, b) => a.index - b.index);
    // The created records' reads (the list behind, other forms' options of this area) ask again by
    // themselves: a write invalidates the reads of its area (the data layer).
    setRun({ kind: 'done', created: outcome.succeeded.length, failed, cancelled: outcome.cancelled });
  };

  const save = async (name: string, format: 'csv' | 'xlsx', header: string[], rows: Cell[][]) => {
    if (format === 'csv') saveFile(name, new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
    else saveFile(name, await toXlsx(title, header, rows));
  };

  const downloadTemplate = async (format: 'csv' | 'xlsx') => {
    let choices: Prepared['context']['choices'] = new Map();
    try {
      choices = (await prepare()).context.choices;
    } catch {
      // Without the related lists the example row leaves those cells empty.
    }
    const template = templateTable(def, (key) => t(key), choices, new Date());
    const name = `${def.name}-template.${format}`;
    await save(name, format, template.header, template.rows);
    notifier.show({ channel: 'toast', severity: 'success', text: t('list.import.templateSaved', { name }) });
  };

  const downloadFailed = async () => {
    if (!table || run.kind !== 'done') return;
    const failedTable = failedRowsTable(table.header, table.rows, run.failed, t(PROBLEM_COLUMN));
    const name = exportFileName(`${def.name}-failed`, table.format, new Date());
    await save(name, table.format, failedTable.header, failedTable.rows);
    notifier.show({ channel: 'toast', severity: 'success', text: t('list.import.failedSaved', { name }) });
  };

  const cancel = () => {
    if (run.kind === 'sending') abort.current?.abort();
    else onClose();
  };

  const summary =
    table && context
      ? `${t('list.import.ready', { count: ready.length, formatted: n(ready.length) })}, ${t(
          'list.import.withProblems',
          {
            count: withProblems.length,
            formatted: n(withProblems.length),
          },
        )}`
      : '';
  const progressText =
    run.kind === 'sending' ? t('list.import.progress', { done: n(run.done), total: n(run.total) }) : '';
  const heardProgress = useThrottledText(progressText);
  const resultText =
    run.kind === 'done'
      ? [
          t('list.import.created', { count: run.created, formatted: n(run.created) }),
          run.failed.length > 0
            ? t('list.import.notImported', { count: run.failed.length, formatted: n(run.failed.length) })
            : '',
        ]
          .filter(Boolean)
          .join(' ')
      : '';
  const announced =
    run.kind === 'sending' ? heardProgress : run.kind === 'done' ? resultText : read.kind === 'read' ? summary : '';

  const buttons = (close: () => void): DialogButton[] => {
    if (run.kind === 'sending') return [{ label: t('common.cancel'), look: 'text', onClick: cancel }];
    if (run.kind === 'done')
      return [
        ...(run.failed.length > 0
          ? [
              {
                label: t('list.import.downloadFailed'),
                icon: 'pi pi-download',
                look: 'outlined' as const,
                onClick: () => void downloadFailed(),
              },
            ]
          : []),
        { label: t('common.close'), onClick: close },
      ];
    return [
      { label: t('common.cancel'), look: 'text', onClick: close },
      {
        label: t('list.import.start', { count: ready.length, formatted: n(ready.length) }),
        icon: 'pi pi-upload',
        disabled: ready.length === 0,
        onClick: () => void send(),
      },
    ];
  };

  const shown = (onlyProblems ? withProblems : checks).slice(0, PREVIEW_ROWS);
  const columnLabel = (column: number) => {
    const header = table?.header[column] ?? '';
    const letter = columnName(column);
    return header === '' ? t('list.import.columnUnnamed', { letter }) : t('list.import.column', { letter, header });
  };
  const skipHeaders = prepared && 'translators' in prepared ? prepared.translators.map((tr) => tr(PROBLEM_COLUMN)) : [];

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    void choose(e.dataTransfer.files[0]);
  };

  return (
    <ConsoleDialog
      header={t('list.import.title', { list: title })}
      onHide={run.kind === 'sending' ? cancel : onClose}
      width="60rem"
      className="import-dialog"
      describedBy={`${id}-intro`}
      buttons={buttons}
    >
      <p id={`${id}-intro`} className="import-dialog__intro">
        {t('list.import.intro', { item })}
      </p>
      <p className="sr-only" role="status">
        {announced}
      </p>
      {run.kind === 'idle' && read.kind !== 'read' ? (
        <>
          <div
            className={`import-dialog__drop${dragging ? ' is-dragging' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <label htmlFor={`${id}-file`} className="import-dialog__label">
              {t('list.import.file')}
            </label>
            <input
              id={`${id}-file`}
              ref={fileRef}
              type="file"
              className="import-dialog__file"
              accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby={`${id}-file-hint`}
              onChange={(e) => {
                void choose(e.target.files?.[0]);
                // The same file chosen again (after fixing it) is read again.
                e.target.value = '';
              }}
            />
            <p id={`${id}-file-hint`} className="import-dialog__hint">
              {t('list.import.fileHint', { size: MAX_FILE_BYTES / 1048576, rows: n(MAX_ROWS) })} {t('list.import.drop')}
            </p>
          </div>
          <div className="import-dialog__template">
            <span>{t('list.import.templateIntro')}</span>
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-download"
              label={t('list.import.templateCsv')}
              onClick={() => void downloadTemplate('csv')}
            />
            <Button
              type="button"
              text
              size="small"
              icon="pi pi-download"
              label={t('list.import.templateXlsx')}
              onClick={() => void downloadTemplate('xlsx')}
            />
          </div>
        </>
      ) : null}
      {read.kind === 'reading' ? <p className="import-dialog__reading">{t('list.import.reading')}</p> : null}
      {read.kind === 'failed' ? (
        <p className="admin-error" role="alert">
          {read.message}
        </p>
      ) : null}
      {prepared && 'failed' in prepared && read.kind !== 'reading' ? (
        <div className="admin-error" role="alert">
          {t('list.import.contextFailed', { message: prepared.failed })}{' '}
          <Button
            type="button"
            text
            size="small"
            label={t('list.import.retry')}
            onClick={() =>
              void prepare().then(
                // The file chosen is read again against the lists now loaded.
                () => setChosen((current) => (current ? { ...current } : current)),
                () => undefined,
              )
            }
          />
        </div>
      ) : null}
      {chosen && read.kind === 'read' && run.kind === 'idle' ? (
        <p className="import-dialog__chosen">
          <i className="pi pi-file" aria-hidden="true" /> <span>{chosen.name}</span>
          <Button
            type="button"
            text
            size="small"
            label={t('list.import.another')}
            onClick={() => {
              setChosen(null);
              setRead({ kind: 'none' });
              requestAnimationFrame(() => fileRef.current?.focus());
            }}
          />
        </p>
      ) : null}
      {chosen?.options.encoding && chosen.options.separator && run.kind === 'idle' ? (
        <div className="import-dialog__reading-options">
          <span className="import-dialog__select">
            <label htmlFor={`${id}-encoding`}>{t('list.import.encoding')}</label>
            <select
              id={`${id}-encoding`}
              className="p-inputtext"
              value={chosen.options.encoding}
              onChange={(e) =>
                setChosen({ ...chosen, options: { ...chosen.options, encoding: e.target.value as Encoding } })
              }
            >
              {ENCODINGS.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {t(`list.import.encodings.${encoding}`)}
                </option>
              ))}
            </select>
          </span>
          <span className="import-dialog__select">
            <label htmlFor={`${id}-separator`}>{t('list.import.separator')}</label>
            <select
              id={`${id}-separator`}
              className="p-inputtext"
              value={chosen.options.separator}
              onChange={(e) =>
                setChosen({ ...chosen, options: { ...chosen.options, separator: e.target.value as Separator } })
              }
            >
              {SEPARATORS.map((separator) => (
                <option key={separator} value={separator}>
                  {t(`list.import.separators.${SEPARATOR_NAMES[separator]}`)}
                </option>
              ))}
            </select>
          </span>
        </div>
      ) : null}
      {table && mapping && run.kind === 'idle' ? (
        <fieldset className="import-dialog__columns">
          <legend>{t('list.import.columns')}</legend>
          <p className="import-dialog__hint">{t('list.import.columnsHint')}</p>
          <div className="import-dialog__column-list">
            {table.header.map((header, column) => {
              const key = mapping[column] ?? null;
              const skipped = isSkippedColumn(header, skipHeaders);
              return (
                <span
                  key={column}
                  className={`import-dialog__select${key === null && !skipped ? ' is-unmatched' : ''}`}
                >
                  <label htmlFor={`${id}-column-${column}`}>
                    {columnLabel(column)}
                    {key === null && !skipped ? (
                      <span className="import-dialog__unmatched"> ({t('list.import.notMatched')})</span>
                    ) : null}
                  </label>
                  <select
                    id={`${id}-column-${column}`}
                    className="p-inputtext"
                    value={key ?? ''}
                    onChange={(e) => setMapping(column, e.target.value === '' ? null : e.target.value)}
                  >
                    <option value="">{t('list.import.leaveOut')}</option>
                    {fields.map((field) => (
                      <option key={field.key} value={field.key}>
                        {t(field.label)}
                      </option>
                    ))}
                  </select>
                </span>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {table && mapping && context && run.kind === 'idle' ? (
        <div className="import-dialog__preview">
          <h3 id={`${id}-preview`} ref={previewRef} tabIndex={-1}>
            {t('list.import.previewTitle')}
          </h3>
          <p className="import-dialog__summary">
            <strong>{summary}</strong>
          </p>
          {missingRequired.length > 0 ? (
            <p className="import-dialog__note" role="note">
              {t('list.import.missingRequired', {
                fields: missingRequired.map((field) => `“${t(field.label)}”`).join(', '),
              })}
            </p>
          ) : null}
          {formulaCells > 0 ? (
            <p className="import-dialog__note" role="note">
              {t('list.import.formulas', { count: formulaCells, formatted: n(formulaCells) })}
            </p>
          ) : null}
          {withProblems.length > 0 ? (
            <span className="import-dialog__choice">
              <Checkbox
                inputId={`${id}-only`}
                checked={onlyProblems}
                onChange={(e) => setOnlyProblems(Boolean(e.checked))}
              />
              <label htmlFor={`${id}-only`}>{t('list.import.onlyProblems')}</label>
            </span>
          ) : null}
          <div
            className="import-dialog__table-frame"
            role="region"
            aria-labelledby={`${id}-preview`}
            // A scrolled frame is reached by the keyboard too.
            tabIndex={0}
          >
            <table className="import-dialog__table">
              <caption className="sr-only">
                {t('list.import.previewNote', {
                  shown: n(shown.length),
                  total: n(onlyProblems ? withProblems.length : checks.length),
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.import.rowHeader')}</th>
                  {mappedColumns.map(({ key, column }) => (
                    <th key={column} scope="col">
                      {labelOf(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((check) => {
                  const outside = Object.entries(check.problems).filter(([key]) => !mapping.includes(key));
                  const rowProblem = Object.keys(check.problems).length > 0;
                  return (
                    <tr key={check.index} className={rowProblem ? 'has-problem' : undefined}>
                      <th scope="row">
                        {t('list.import.row', { number: check.number })}
                        {outside.length > 0 ? (
                          <span className="import-dialog__problem">
                            {outside.map(([key, message]) => namedRuleText(key, message)).join('; ')}
                          </span>
                        ) : null}
                      </th>
                      {mappedColumns.map(({ key, column }) => {
                        const field = fields.find((f) => f.key === key)!;
                        const problem = check.problems[key];
                        const cell = table.rows[check.index]?.[column];
                        const given = cell === null || cell === undefined ? '' : String(cell);
                        if (!problem)
                          return (
                            <td key={column}>
                              {shownValue(field, check.draft[key], { ...context, date1904: table.date1904 })}
                            </td>
                          );
                        const message = ruleText(key, problem);
                        return (
                          <td
                            key={column}
                            className="is-problem"
                            aria-label={
                              given === ''
                                ? t('list.import.problemEmpty', { message })
                                : t('list.import.problemCell', { message, value: given })
                            }
                          >
                            <span className="import-dialog__given">{given}</span>
                            <span className="import-dialog__problem">
                              <i className="pi pi-exclamation-circle" aria-hidden="true" /> {message}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="import-dialog__hint">
            {t('list.import.previewNote', {
              shown: n(shown.length),
              total: n(onlyProblems ? withProblems.length : checks.length),
            })}
          </p>
        </div>
      ) : null}
      {run.kind === 'sending' ? (
        <div className="import-dialog__progress">
          <ProgressBar
            value={run.total === 0 ? 0 : Math.round((run.done / run.total) * 100)}
            showValue={false}
            aria-label={t('list.import.progressLabel')}
          />
          <p ref={progressRef} tabIndex={-1}>
            {progressText}
          </p>
        </div>
      ) : null}
      {run.kind === 'done' ? (
        <section className="import-dialog__result" aria-labelledby={`${id}-result`}>
          <h3 id={`${id}-result`} ref={resultRef} tabIndex={-1}>
            {t(run.cancelled ? 'list.import.cancelledTitle' : 'list.import.finished')}
          </h3>
          <p>{resultText}</p>
          {run.failed.length > 0 ? (
            <>
              <ul className="import-dialog__failures">
                {run.failed.slice(0, LISTED_FAILURES).map((failure) => (
                  <li key={failure.index}>
                    <strong>{t('list.import.row', { number: failure.number })}</strong>: {failure.message}
                  </li>
                ))}
              </ul>
              {run.failed.length > LISTED_FAILURES ? (
                <p>{t('list.import.moreFailures', { count: n(run.failed.length - LISTED_FAILURES) })}</p>
              ) : null}
              <p className="import-dialog__hint">{t('list.import.failedHint')}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </ConsoleDialog>
  );
}
