import type { TFunction } from 'i18next';

/** An action type code's name (spec paid §4 Action type codes); the key set is the namespace's `types`. */
export const typeLabel = (t: TFunction<'requestsManager'>, type: number): string => t(`types.${type}` as 'types.0');
