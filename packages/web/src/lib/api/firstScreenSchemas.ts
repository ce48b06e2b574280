/**
 * The schemas of the calls the first screen makes: start-up config, user info and sign-in. Only
 * `lazySchemas.ts` imports this module, with `import()`, so zod is not part of the entry or the login
 * page (issue 13: login route <= 250 kB as sent).
 */
export {
  businessUserSchema,
  codeSentSchema,
  configResponseSchema,
  devSsoResponseSchema,
  loginResponseSchema,
  publicKeyResponseSchema,
  sessionSchema,
} from '@vault/contract';
