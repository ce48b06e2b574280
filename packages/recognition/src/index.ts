/** Identity-document recognition: offline OCR of passports, ID cards, visas and driving licences. */
export { createRecognizer, RecognitionFailedError, RecognizerBusyError, type Recognizer, type RecognizerOptions } from './worker/pool.js';
export { UnsupportedInputError } from './pipeline/image.js';
export { interpret, matchesType, type Readings } from './grading/document.js';
export { FIELD_CODES, FIELD_NAMES } from './grading/fields.js';
export type * from './types.js';
