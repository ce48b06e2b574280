import { PROFILE_TYPE_CODE, type ProfileType } from '@vault/contract';

/** Document calls send profile types as 0, 1, 2 (spec §9); lending agents hold corporate documents. */
export const profileTypeCode = (type: ProfileType): 0 | 1 | 2 => (type === 'LENDING_AGENT' ? PROFILE_TYPE_CODE.CORPORATE : PROFILE_TYPE_CODE[type]);
