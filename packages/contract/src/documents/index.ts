/** The document vault's contract: call schemas, file rules and property rules. */
export * from './documents.schemas.js';
export * from './rules.js';
export * from './properties.js';
