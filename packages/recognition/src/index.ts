/** Identity-document recognition library; filled by the recognition issue. */
export const RECOGNITION_PACKAGE = '@vault/recognition';
