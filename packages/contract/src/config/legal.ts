/*
 * Kept apart from config.schemas.ts (zod): the web app's route table needs the paths on the first
 * screen, and a module with schemas comes whole into whatever chunk imports it.
 */
/** The product's own legal pages; a deployment may point termsUrl/privacyUrl elsewhere instead. */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
/** Where the product serves each legal page in the web app. */
export const LEGAL_PATHS: Record<LegalDocument, string> = { terms: '/legal/terms', privacy: '/legal/privacy' };
