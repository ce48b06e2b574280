/**
 * The Document inheritance modal of one child fund (spec paid §2 Modals; §9: 10 a page): per parent document, whether
 * the child fund receives its current version. Edits are kept by document across pages and searches; the pure
 * functions below say what changed.
 */

/** An edited switch and what the server said before it, so going back to the loaded value is no change. */
export type InheritanceEdits = Record<string, { inherits: boolean; loaded: boolean }>;

/** Sets one document's switch; setting it back to what was loaded drops the edit. */
export function editInheritance(edits: InheritanceEdits, docId: string, loaded: boolean, inherits: boolean): InheritanceEdits {
  const next = { ...edits };
  if (inherits === loaded) delete next[docId];
  else next[docId] = { inherits, loaded };
  return next;
}

/** The switch as shown: the edit if any, else what was loaded. */
export const shownInherits = (edits: InheritanceEdits, item: { docId: string; inherits: boolean }): boolean => edits[item.docId]?.inherits ?? item.inherits;

/** The body of POST /fund-major/document-inheritance: only the documents whose switch changed. */
export const inheritanceChanges = (edits: InheritanceEdits): { docId: string; inherits: boolean }[] =>
  Object.entries(edits)
    .filter(([, e]) => e.inherits !== e.loaded)
    .map(([docId, e]) => ({ docId, inherits: e.inherits }));
