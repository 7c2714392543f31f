import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Messages by field: locale keys (sign-in forms) or keys with values (resource forms). */
export type FieldErrors<F extends PropertyKey, E = string> = Partial<Record<F, E>>;

export interface FormOptions<V extends Record<string, unknown>, E> {
  /**
   * Inputs' ids are `{idPrefix}-{field}`; the focus goes to the first field in error, in the order
   * of `initial`. Without it the form places its inputs itself (resource forms).
   */
  idPrefix?: string;
  initial: V | (() => V);
  /** The form's rules (pure, named after the rule they keep, e.g. SPEC 5). */
  validate(values: V): FieldErrors<keyof V, E>;
  /** Sends the checked values; one at a time, however often Enter or the button is pressed. */
  onSubmit?(values: V): Promise<unknown> | void;
  /** Fields a person must fill: their inputs say aria-required, their labels carry the `*`. */
  required?: readonly (keyof V)[];
  /** Told of every change (a value another part of the screen keeps too). */
  onChange?<K extends keyof V>(field: K, value: V[K]): void;
}

export interface Form<V extends Record<string, unknown>, E = string> {
  values: V;
  errors: FieldErrors<keyof V, E>;
  /** A submission is being sent. */
  busy: boolean;
  /** Sets a value; the field's message goes away as the person types. */
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** Shows a message at a field (the server's answer) and takes the focus there. */
  fail(field: keyof V, message: E): void;
  /** Checks the rules; shows the messages and focuses the first field in error. True when all pass. */
  check(): boolean;
  submit(event?: FormEvent): Promise<void>;
  /** New values (a record loaded later, an empty form after success); messages go. */
  reset(values?: V): void;
  id(field: keyof V & string): string;
  /** The field must be filled (`FormOptions.required`). */
  isRequired(field: keyof V): boolean;
  /** The props of a text input: id, name, value, onChange and the aria that ties it to its message. */
  input(field: keyof V & string): {
    id: string;
    name: string;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
    'aria-describedby': string;
  };
}

/**
 * The one form model of the console: values, their messages, one submission at a time and the
 * focus on the first field in error. The rules themselves stay pure functions beside each form.
 */
export function useForm<V extends Record<string, unknown>, E = string>(options: FormOptions<V, E>): Form<V, E> {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V, E>>({});
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const id = (field: keyof V & string) => `${options.idPrefix}-${field}`;
  const focus = (field: keyof V) => {
    if (options.idPrefix !== undefined) document.getElementById(id(field as keyof V & string))?.focus();
  };

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
    options.onChange?.(field, value);
  };

  const fail = (field: keyof V, message: E) => {
    setErrors((current) => ({ ...current, [field]: message }));
    focus(field);
  };

  const check = () => {
    const found = options.validate(values);
    setErrors(found);
    const first = (Object.keys(values) as (keyof V)[]).find((field) => found[field] !== undefined);
    if (first !== undefined) focus(first);
    return Object.values(found).every((message) => message === undefined);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (inFlight.current || !check()) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await options.onSubmit?.(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const reset = (next?: V) => {
    setValues(next ?? (typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial));
    setErrors({});
  };

  const isRequired = (field: keyof V) => options.required?.includes(field) ?? false;

  const input = (field: keyof V & string) => ({
    id: id(field),
    name: field,
    value: String(values[field] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value as V[typeof field]),
    'aria-invalid': errors[field] !== undefined ? (true as const) : undefined,
    'aria-required': isRequired(field) ? (true as const) : undefined,
    'aria-describedby': `${id(field)}-error`,
  });

  return { values, errors, busy, set, fail, check, submit, reset, id, isRequired, input };
}
