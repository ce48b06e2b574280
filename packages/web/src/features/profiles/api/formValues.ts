import dayjs, { type Dayjs } from 'dayjs';
import type {
  CorporateInfo,
  CorporateInfoInput,
  FundInfo,
  FundInfoInput,
  PersonalInfo,
  PersonalInfoInput,
  WorkInfo,
  WorkInfoInput,
} from './details';

/*
 * Between the details the server sends and the values antd forms hold: forms keep dates as dayjs
 * and empty fields as undefined; requests carry YYYY-MM-DD dates and null for anything left blank.
 */
type Optional = string | null | undefined;

/** Blank text and cleared selects are sent as null (the contract stores nothing for them). */
export const blankToNull = (value: Optional): string | null => (value === undefined || value === null || value.trim() === '' ? null : value);
const nullToUndefined = (value: string | null): string | undefined => value ?? undefined;

/** A date-only value (YYYY-MM-DD) is a calendar date: read and written without any time zone. */
export const toFormDate = (value: string | null): Dayjs | undefined => (value ? dayjs(value) : undefined);
export const fromFormDate = (value: Dayjs | null | undefined): string | null => (value ? value.format('YYYY-MM-DD') : null);

export interface AddressValues {
  addressLine1?: Optional;
  addressLine2?: Optional;
  city?: Optional;
  postcode?: Optional;
  country?: Optional;
}
const addressFields = ['addressLine1', 'addressLine2', 'city', 'postcode', 'country'] as const;

function addressRequest(values: AddressValues) {
  return Object.fromEntries(addressFields.map((field) => [field, blankToNull(values[field])])) as Record<(typeof addressFields)[number], string | null>;
}
function addressFormValues(data: Record<(typeof addressFields)[number], string | null>): AddressValues {
  return Object.fromEntries(addressFields.map((field) => [field, nullToUndefined(data[field])]));
}

export interface PersonalFormValues extends AddressValues {
  firstName: string;
  middleName?: Optional;
  lastName: string;
  dateOfBirth?: Dayjs | null;
  nationality?: Optional;
  gender?: PersonalInfo['gender'] | undefined;
  taxId?: Optional;
}

export function personalFormValues(info: PersonalInfo): PersonalFormValues {
  return {
    firstName: info.firstName,
    middleName: nullToUndefined(info.middleName),
    lastName: info.lastName,
    dateOfBirth: toFormDate(info.dateOfBirth),
    nationality: nullToUndefined(info.nationality),
    gender: info.gender ?? undefined,
    taxId: nullToUndefined(info.taxId),
    ...addressFormValues(info),
  };
}

export function personalRequest(values: PersonalFormValues): PersonalInfoInput {
  return {
    firstName: values.firstName,
    middleName: blankToNull(values.middleName),
    lastName: values.lastName,
    dateOfBirth: fromFormDate(values.dateOfBirth),
    nationality: blankToNull(values.nationality),
    gender: values.gender ?? null,
    taxId: blankToNull(values.taxId),
    ...addressRequest(values),
  };
}

export type WorkFormValues = { [K in keyof WorkInfo]?: Optional };

export const workFormValues = (info: WorkInfo): WorkFormValues => ({
  jobTitle: nullToUndefined(info.jobTitle),
  employer: nullToUndefined(info.employer),
  workEmail: nullToUndefined(info.workEmail),
  workPhone: nullToUndefined(info.workPhone),
});

export const workRequest = (values: WorkFormValues): WorkInfoInput => ({
  jobTitle: blankToNull(values.jobTitle),
  employer: blankToNull(values.employer),
  workEmail: blankToNull(values.workEmail),
  workPhone: blankToNull(values.workPhone),
});

export interface CorporateFormValues extends AddressValues {
  legalName: string;
  tradingName: string;
  registrationNumber?: Optional;
  jurisdiction?: Optional;
  incorporationDate?: Dayjs | null;
  website?: Optional;
}

export const corporateFormValues = (info: CorporateInfo): CorporateFormValues => ({
  legalName: info.legalName,
  tradingName: info.tradingName,
  registrationNumber: nullToUndefined(info.registrationNumber),
  jurisdiction: nullToUndefined(info.jurisdiction),
  incorporationDate: toFormDate(info.incorporationDate),
  website: nullToUndefined(info.website),
  ...addressFormValues(info),
});

export const corporateRequest = (values: CorporateFormValues): CorporateInfoInput => ({
  legalName: values.legalName,
  tradingName: values.tradingName,
  registrationNumber: blankToNull(values.registrationNumber),
  jurisdiction: blankToNull(values.jurisdiction),
  incorporationDate: fromFormDate(values.incorporationDate),
  website: blankToNull(values.website),
  ...addressRequest(values),
});

export interface FundFormValues extends AddressValues {
  fundName: string;
  legalName?: Optional;
  registrationNumber?: Optional;
  jurisdiction?: Optional;
  fundClassification?: Optional;
  collateralType?: Optional;
  currency?: Optional;
}
const fundFields = ['legalName', 'registrationNumber', 'jurisdiction', 'fundClassification', 'collateralType', 'currency'] as const;

export const fundFormValues = (info: FundInfo): FundFormValues => ({
  fundName: info.fundName,
  ...Object.fromEntries(fundFields.map((field) => [field, nullToUndefined(info[field])])),
  ...addressFormValues(info),
});

export const fundRequest = (values: FundFormValues): FundInfoInput => ({
  fundName: values.fundName,
  ...(Object.fromEntries(fundFields.map((field) => [field, blankToNull(values[field])])) as Record<(typeof fundFields)[number], string | null>),
  ...addressRequest(values),
});
