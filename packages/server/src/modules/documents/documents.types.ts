import type { DocCategory, DocType, Language, PropertyTemplate } from '@vault/contract';
import { asc, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { documentCategories, documentTypes, type DocumentTypeRow, type Names } from './documents.table.js';
import { CATEGORIES, DOCUMENT_TYPES } from './documents.types.data.js';

/** Writes the seeded categories and types; safe to run on every start and from several instances at once. */
export async function ensureDocumentTypes(db: DbOrTx): Promise<void> {
  cache.delete(db as Db);
  for (const c of CATEGORIES) {
    await db.insert(documentCategories).values(c).onConflictDoUpdate({ target: documentCategories.code, set: { names: c.names, sort: c.sort } });
  }
  const rows = DOCUMENT_TYPES.map((t, i) => ({ ...t, sort: i + 1 }));
  await db
    .insert(documentTypes)
    .values(rows)
    .onConflictDoUpdate({
      target: documentTypes.code,
      set: {
        categoryCode: sql`excluded.category_code`,
        names: sql`excluded.names`,
        holders: sql`excluded.holders`,
        imageOnly: sql`excluded.image_only`,
        recognition: sql`excluded.recognition`,
        properties: sql`excluded.properties`,
        retentionYears: sql`excluded.retention_years`,
        sort: sql`excluded.sort`,
      },
    });
}

/** The catalogue, read once per call (a few rows): categories and types in display order. */
export interface Catalogue {
  categories: { code: string; names: Names }[];
  types: DocumentTypeRow[];
  byCode: Map<string, DocumentTypeRow>;
}

/**
 * The catalogue changes only when a start seeds it from this code, so each process keeps it for a
 * minute instead of reading it on every call (two queries on the hottest calls: lists and uploads).
 */
const CACHE_MS = 60_000;
const cache = new WeakMap<Db, { at: number; catalogue: Promise<Catalogue> }>();

export function loadCatalogue(db: Db): Promise<Catalogue> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.catalogue;
  const catalogue = readCatalogue(db);
  cache.set(db, { at: Date.now(), catalogue });
  catalogue.catch(() => cache.delete(db));
  return catalogue;
}

async function readCatalogue(db: Db): Promise<Catalogue> {
  const [categories, types] = await Promise.all([
    db.select().from(documentCategories).orderBy(asc(documentCategories.sort)),
    db.select().from(documentTypes).orderBy(asc(documentTypes.sort)),
  ]);
  return { categories, types, byCode: new Map(types.map((t) => [t.code, t])) };
}

/** Profile type code (0, 1, 2) of a stored profile type. */
export const PROFILE_TYPE_CODES: Record<string, number> = { INDIVIDUAL: 0, CORPORATE: 1, FUND: 2 };

export const nameIn = (names: Names, language: Language): string => names[language] ?? names.en;

export function presentType(t: DocumentTypeRow, language: Language): DocType {
  return {
    code: t.code,
    name: nameIn(t.names, language),
    category: t.categoryCode,
    imageOnly: t.imageOnly,
    acceptsUrl: !t.imageOnly,
    recognition: t.recognition,
    holders: t.holders,
    retentionYears: t.retentionYears,
  };
}

/**
 * Types an upload form of this profile type offers. Corporates and funds also upload for their
 * representatives (people), so they see the individual types too; `holders` tells which owner fits.
 */
export function typesForProfileType(catalogue: Catalogue, type: number): DocumentTypeRow[] {
  return catalogue.types.filter((t) => t.holders.includes(type) || (type !== 0 && t.holders.includes(0)));
}

/** Types grouped by category, empty categories left out. */
export function groupByCategory(catalogue: Catalogue, types: DocumentTypeRow[], language: Language): DocCategory[] {
  return catalogue.categories
    .map((c) => ({ code: c.code, name: nameIn(c.names, language), docTypes: types.filter((t) => t.categoryCode === c.code).map((t) => presentType(t, language)) }))
    .filter((c) => c.docTypes.length > 0);
}

/** A type's property template in the caller's language (spec §3 document property definition). */
export function presentTemplate(t: DocumentTypeRow, language: Language): PropertyTemplate[] {
  return t.properties.map((p) => ({
    name: p.name,
    displayName: nameIn(p.displayName, language),
    tips: nameIn(p.tips, language),
    type: p.type,
    format: p.type === 'date' ? 'dd/MM/yyyy' : null,
    validations: p.validations,
  }));
}
