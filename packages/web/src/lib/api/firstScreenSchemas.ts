/**
 * The schemas of the calls the first screen makes: user info and sign-in (config is read without zod). Only
 * `lazySchemas.ts` imports this module, with `import()`, so zod is not part of the entry or the login
 * page (issue 13: login route <= 250 kB as sent).
 */
export {
  businessUserSchema,
  codeSentSchema,
  devSsoResponseSchema,
  loginResponseSchema,
  publicKeyResponseSchema,
  sessionSchema,
} from '@vault/contract';
