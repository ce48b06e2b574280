import type { DocumentDistributionItem } from '@vault/contract';

/**
 * The Fund distribution modal (spec paid §4 Fund distribution modal, §3 Child distribution / Document distribution
 * item): per document version, a switch per child fund (shouldReceiveDocument). The switches are kept as a map
 * document -> child fund -> on; the pure functions below say what changed and how to save it.
 */

export interface DistributionDocRef {
  docId: string;
  docType?: string;
  version: number;
}

/** One document version's switches: child fund profile id -> receives it. */
export type Switches = Record<string, boolean>;
/** Every document's switches, by `docKey`. */
export type SwitchState = Record<string, Switches>;

export const docKey = (doc: { docId: string; version: number }): string => `${doc.docId}@${doc.version}`;

/** The switches as the server answered (the state Undo and Cancel go back to). */
export function switchesOf(items: readonly DocumentDistributionItem[]): SwitchState {
  return Object.fromEntries(items.map((item) => [docKey(item), Object.fromEntries(item.childDocDistributions.map((c) => [c.fundMinorProfileId, c.shouldReceiveDocument]))]));
}

/** One switch set; a document or fund not in the state is left alone. */
export function setSwitch(state: SwitchState, key: string, fundId: string, on: boolean): SwitchState {
  const doc = state[key];
  if (!doc || !(fundId in doc)) return state;
  return { ...state, [key]: { ...doc, [fundId]: on } };
}

/** The switch-all of a document: every child fund on or off. */
export function setAll(state: SwitchState, key: string, on: boolean): SwitchState {
  const doc = state[key];
  if (!doc) return state;
  return { ...state, [key]: Object.fromEntries(Object.keys(doc).map((id) => [id, on])) };
}

/** The switch-all is on only when the document has child funds and every one receives it. */
export const allOn = (switches: Switches | undefined): boolean => {
  const values = Object.values(switches ?? {});
  return values.length > 0 && values.every(Boolean);
};

/** The switches that differ from what was loaded, per document: docKey -> fund id -> new value. */
export function changesOf(loaded: SwitchState, edited: SwitchState): SwitchState {
  const out: SwitchState = {};
  for (const [key, switches] of Object.entries(edited)) {
    // Only documents and child funds the server listed: a switch of anything else is nothing to save.
    const before = loaded[key];
    if (!before) continue;
    const changed = Object.fromEntries(Object.entries(switches).filter(([id, on]) => id in before && before[id] !== on));
    if (Object.keys(changed).length) out[key] = changed;
  }
  return out;
}

export const hasChanges = (loaded: SwitchState, edited: SwitchState): boolean => Object.keys(changesOf(loaded, edited)).length > 0;

/** One POST /fund-major/document-distribution body. */
export interface DistributionSave {
  fundMajorProfileId: string;
  docs: DistributionDocRef[];
  documentDistribution: { fundMinorProfileId: string; shouldReceiveDocument: boolean }[];
}

const changeSignature = (changes: Switches): string =>
  Object.entries(changes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, on]) => `${id}:${on ? 1 : 0}`)
    .join(',');

/**
 * The saves that make the server match the switches. The server applies one documentDistribution list to every
 * document of a call (funds.distribution.ts: each listed child fund is granted or withdrawn on each document, an
 * unlisted one is left alone), so only the changed switches are sent, and documents are grouped into one call only
 * when their changes are identical (the common case: one document, or switch-all over several). Unchanged
 * documents are not sent.
 */
export function saveBatches(fundMajorProfileId: string, docs: readonly DistributionDocRef[], loaded: SwitchState, edited: SwitchState): DistributionSave[] {
  const changes = changesOf(loaded, edited);
  const groups = new Map<string, DistributionSave>();
  for (const doc of docs) {
    const changed = changes[docKey(doc)];
    if (!changed) continue;
    const signature = changeSignature(changed);
    const group = groups.get(signature);
    const ref = { docId: doc.docId, version: doc.version, ...(doc.docType ? { docType: doc.docType } : {}) };
    if (group) {
      if (!group.docs.some((d) => docKey(d) === docKey(ref))) group.docs.push(ref);
      continue;
    }
    groups.set(signature, {
      fundMajorProfileId,
      docs: [ref],
      documentDistribution: Object.entries(changed).map(([fundMinorProfileId, shouldReceiveDocument]) => ({ fundMinorProfileId, shouldReceiveDocument })),
    });
  }
  return [...groups.values()];
}
