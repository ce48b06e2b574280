import 'i18next';
import type { resources } from '../../locales/resources';

/** Typed keys: a `t()` call naming a key missing from the English files fails the type check. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
