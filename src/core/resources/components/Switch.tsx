/**
 * An on/off switch: a native checkbox with the switch role, so it is labelled by its <label>,
 * reachable by keyboard and free of nested interactive roles (PrimeReact's InputSwitch has them).
 */
export function Switch({
  id,
  checked,
  onChange,
  text,
  ...aria
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The state in words, shown beside the switch. */
  text: string;
  'aria-invalid'?: boolean | undefined;
  'aria-required'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <span className="resource-switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="resource-switch__input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...aria}
      />
      <span className="resource-switch__text" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}
