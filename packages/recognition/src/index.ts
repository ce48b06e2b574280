/** Identity-document recognition: offline OCR of passports, ID cards, visas and driving licences. */
export { createRecognizer, RecognitionFailedError, RecognizerBusyError, WORKER_ENV as RECOGNITION_WORKER_ENV, type Recognizer, type RecognizerOptions } from './worker/pool.js';
export { UnsupportedInputError } from './pipeline/image.js';
export { interpret, matchesType, type Readings } from './grading/document.js';
export { FIELD_CODES, FIELD_NAMES } from './grading/fields.js';
export type * from './types.js';
export { createFaceChecker, FaceCheckerBusyError, FaceCheckFailedError, type FaceChecker, type FaceCheckerOptions } from './face/pool.js';
export { UnsupportedFaceInputError, type FaceFound, type FaceReadings } from './face/analyse.js';
export { gradeLiveness, THRESHOLDS as LIVENESS_THRESHOLDS, type LivenessGrade, type LivenessGrading, type LivenessRefusal } from './face/grade.js';
