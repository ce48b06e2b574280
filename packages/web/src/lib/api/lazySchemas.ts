/**
 * Loaders of the first screen's response schemas for `request()`: the schema chunk (with zod) is
 * fetched beside the call, once; the answer is checked when both have arrived.
 */
const load = () => import('./firstScreenSchemas');

export const lazySchemas = {
  businessUser: () => load().then((s) => s.businessUserSchema),
  login: () => load().then((s) => s.loginResponseSchema),
  codeSent: () => load().then((s) => s.codeSentSchema),
  publicKey: () => load().then((s) => s.publicKeyResponseSchema),
  devSso: () => load().then((s) => s.devSsoResponseSchema),
  session: () => load().then((s) => s.sessionSchema),
};
