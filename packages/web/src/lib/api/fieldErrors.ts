import type { FieldError } from '@vault/contract';
import type { FormInstance } from 'antd';

/** A form without antd's Form (the sign-in page's, components/form/light) that takes field errors. */
export interface LightFieldErrorTarget {
  getFieldsValue(): Record<string, unknown>;
  setFields(fields: Array<{ name: Array<string | number>; errors: string[] }>): void;
}

/** The part of a form the client needs to put the server's field errors on it. */
export type FieldErrorTarget = Pick<FormInstance, 'getFieldsValue' | 'setFields'> | LightFieldErrorTarget;

/** Dotted server path (`rows[].email`, `rows.0.email`) to an antd name path. */
export function toNamePath(path: string): Array<string | number> {
  return path
    .replace(/\[\]/g, '')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Groups the server's field errors by form field, keeping only fields the form has (the first
 * segment must be a field of the form). Errors for fields the form does not show come back in
 * `unmatched` so they can still be toasted.
 */
export function matchFieldErrors(
  fieldErrors: readonly FieldError[],
  formFields: readonly string[],
): { matched: Array<{ name: Array<string | number>; errors: string[] }>; unmatched: FieldError[] } {
  const byPath = new Map<string, { name: Array<string | number>; errors: string[] }>();
  const unmatched: FieldError[] = [];
  for (const error of fieldErrors) {
    const name = toNamePath(error.path);
    const head = name[0];
    if (typeof head !== 'string' || !formFields.includes(head)) {
      unmatched.push(error);
      continue;
    }
    const key = name.join('.');
    const entry = byPath.get(key) ?? { name, errors: [] };
    entry.errors.push(error.message);
    byPath.set(key, entry);
  }
  return { matched: [...byPath.values()], unmatched };
}
