/** The evaluation corpus, for the accuracy tests and bench/recognition.ts. */
export { generateCorpus, CORPUS_KINDS, type CorpusKind, type Sample } from './generate.js';
export { DEGRADATIONS, MODERATE, type Degradation } from './degrade.js';
export { scoreResult, addScore, emptyTally, figures, type Score, type Tally } from './evaluate.js';
export { generateRealistic, REALISTIC_KINDS, ILLEGIBLE_KINDS, type RealisticKind, type RealisticSample } from './realistic.js';
export { generateStress, STRESS_KINDS, type StressKind, type StressSample } from './stress.js';
