import { LEGAL_DOCUMENTS, LEGAL_PATHS, type Language, type LegalDocument } from '@vault/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { configEntries } from './config.table.js';
import { LEGAL_DEFAULTS } from './legal-defaults.js';

const legalKey = (document: LegalDocument, language: Language) => `legal.${document}.${language}`;

/**
 * The default legal texts as private config entries: written once, then the operator's to edit.
 * Private, so `POST /config {all: true}` (read on every page load) does not carry them.
 */
export function legalConfigDefaults() {
  return LEGAL_DOCUMENTS.flatMap((document) =>
    (Object.keys(LEGAL_DEFAULTS[document]) as Language[]).map((language) => ({
      key: legalKey(document, language),
      value: LEGAL_DEFAULTS[document][language],
      isPublic: false,
    })),
  );
}

/** A legal page's text in this language; English when that language's entry was removed. */
export async function readLegalText(db: DbOrTx, document: LegalDocument, language: Language) {
  const text = (await readConfigValue(db, legalKey(document, language))) || (await readConfigValue(db, legalKey(document, 'en'))) || '';
  return { document, text };
}

/** Where the sign-up form links each document: the configured address, else the product's own page. */
export async function legalUrl(db: DbOrTx, document: LegalDocument): Promise<string> {
  return (await readConfigValue(db, `${document}Url`)) || LEGAL_PATHS[document];
}

export async function readConfigValue(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(configEntries).where(eq(configEntries.key, key));
  return row?.value;
}

/** Public entries, all (no keys) or the named ones; private entries are never returned. */
export async function listPublicConfig(db: DbOrTx, keys?: string[]) {
  if (keys && !keys.length) return [];
  const rows = keys
    ? await db.select().from(configEntries).where(inArray(configEntries.key, keys))
    : await db.select().from(configEntries);
  return rows.filter((r) => r.isPublic).map((r) => ({ key: r.key, value: r.value }));
}

/** Writes defaults that are not set yet; values an operator changed are kept. */
export async function ensureConfigDefaults(db: DbOrTx, defaults: Array<{ key: string; value: string; isPublic?: boolean }>) {
  if (!defaults.length) return;
  await db.insert(configEntries).values(defaults.map((d) => ({ isPublic: true, ...d }))).onConflictDoNothing();
}

/** Sets values that follow the deployment (environment) on every start. */
export async function setConfigValues(db: DbOrTx, values: Array<{ key: string; value: string }>) {
  for (const v of values) {
    await db.insert(configEntries).values({ ...v, isPublic: true }).onConflictDoUpdate({ target: configEntries.key, set: { value: v.value, updatedAt: new Date() } });
  }
}
