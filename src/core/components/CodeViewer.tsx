import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton.tsx';
import { CODE_VIEWER_DEFAULTS, codeLines, codeText, type CodeMode } from './codeViewer.ts';
import './codeViewer.css';

/**
 * Read-only code: a record's raw data, a request and its reply. Text mode, 2-space indent and line
 * numbers unless told otherwise (SPEC 9). Line numbers are drawn by CSS, so copying takes the code only.
 */
export function CodeViewer({
  value,
  label,
  mode = CODE_VIEWER_DEFAULTS.mode,
  indent = CODE_VIEWER_DEFAULTS.indent,
  lineNumbers = CODE_VIEWER_DEFAULTS.lineNumbers,
  maxHeight = '24rem',
}: {
  value: unknown;
  /** Names the region for screen readers. */
  label: string;
  mode?: CodeMode;
  indent?: number;
  lineNumbers?: boolean;
  maxHeight?: string;
}) {
  const { t } = useTranslation();
  const text = codeText(value, indent);
  const lines = codeLines(text);
  const copy = () => {
    void navigator.clipboard?.writeText(text).catch(() => undefined);
  };
  return (
    <div className={`code-viewer code-viewer--${mode}`}>
      <IconButton
        className="code-viewer__copy"
        icon="pi pi-copy"
        label={t('codeViewer.copy', { label })}
        title={t('codeViewer.copyShort')}
        onClick={copy}
      />
      {/* A scrolling region must be reachable by keyboard. */}
      <pre
        className={`code-viewer__body${lineNumbers ? ' has-line-numbers' : ''}`}
        style={{ maxHeight }}
        tabIndex={0}
        role="region"
        aria-label={label}
        data-mode={mode}
      >
        <code>
          {lines.map((line, i) => (
            <span key={i} className="code-viewer__line">
              {line}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
