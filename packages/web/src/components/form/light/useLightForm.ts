import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { LightFieldErrorTarget } from '../../../lib/api/fieldErrors';

/** A field's check: the message to show, or null when the value passes. */
export type LightCheck = (value: string) => string | null;

/** What a field of a light form hands to its input (`input`) and its LightField (`id`, `error`). */
export interface LightFieldProps {
  id: string;
  error: string | null;
  input: {
    id: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    status: 'error' | undefined;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
  };
}

/**
 * A small form state for the sign-in page, which loads without antd's Form (and its field engine
 * and validator, ~20 kB as sent; issue 13). Like antd's: a field is checked as it changes and every
 * field on submit, and the server's field errors (`target`, for request()) show under their field
 * until it changes. Input ids are `<form>_<field>`, as antd names them.
 */
export function useLightForm<F extends string>(formName: string, checks: Record<F, LightCheck>) {
  const names = Object.keys(checks) as F[];
  const [values, setValues] = useState(() => Object.fromEntries(names.map((n) => [n, ''])) as Record<F, string>);
  const [errors, setErrors] = useState<Partial<Record<F, string | null>>>({});
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const checksRef = useRef(checks);
  checksRef.current = checks;

  const target = useMemo<LightFieldErrorTarget>(
    () => ({
      getFieldsValue: () => ({ ...valuesRef.current }),
      setFields: (fields) =>
        setErrors((current) => {
          const next = { ...current };
          for (const field of fields) {
            const name = field.name[0];
            if (typeof name === 'string' && name in checksRef.current) next[name as F] = field.errors.length ? field.errors.join(' ') : null;
          }
          return next;
        }),
    }),
    [],
  );

  const field = (name: F): LightFieldProps => {
    const id = `${formName}_${name}`;
    const error = errors[name] ?? null;
    return {
      id,
      error,
      input: {
        id,
        value: values[name],
        onChange: (event) => {
          const value = event.target.value;
          setValues((current) => ({ ...current, [name]: value }));
          setErrors((current) => ({ ...current, [name]: checksRef.current[name](value) }));
        },
        status: error ? 'error' : undefined,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? `${id}_help` : undefined,
      },
    };
  };

  /** The form's onSubmit: every field checked; `onValid` only when all pass. */
  const onSubmit = useCallback(
    (onValid: (values: Record<F, string>) => void) => (event: FormEvent) => {
      event.preventDefault();
      const fields = Object.keys(checksRef.current) as F[];
      const found = Object.fromEntries(fields.map((n) => [n, checksRef.current[n](valuesRef.current[n])])) as Record<F, string | null>;
      setErrors(found);
      if (fields.every((n) => found[n] === null)) onValid({ ...valuesRef.current });
    },
    [],
  );

  return { field, onSubmit, target };
}
