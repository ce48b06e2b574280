export * from './constants.js';
export * from './limits.js';
export * from './errors.js';
export * from './envelope.js';
export * from './rules/validation.js';
export * from './auth/fields.js';
export * from './auth/auth.schemas.js';
export * from './config/config.schemas.js';
