import type { addRepresentativeSchema } from '@vault/contract';
import type { SchemaInput } from '../api/schema';

/** What the add-representative forms hold (the customer's team page and the vault set-up wizard). */
export interface RepresentativeValues {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  taxId?: string;
  email?: string;
}

const trimmedOrNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** The body of an add-representative call: names and ids trimmed, blank optional fields as null (spec §5). */
export function representativeBody(values: RepresentativeValues): SchemaInput<typeof addRepresentativeSchema> {
  return {
    firstName: (values.firstName ?? '').trim(),
    middleName: trimmedOrNull(values.middleName),
    lastName: (values.lastName ?? '').trim(),
    taxId: trimmedOrNull(values.taxId),
    email: trimmedOrNull(values.email),
  };
}

/** Full name of a representative: first, middle and last, blanks left out. */
export function representativeName(person: { firstName: string; middleName: string | null; lastName: string }): string {
  return [person.firstName, person.middleName, person.lastName].filter((part) => part && part.trim()).join(' ');
}
