import { emailField, type ShareableItem } from '@vault/contract';

/** A group of the Share dialog: the acting profile's own documents, or one representative's. */
export interface ShareGroup {
  /** 'own', or the representative owner's profile id. */
  key: string;
  ownerName: string;
  own: boolean;
  items: ShareableItem[];
}

export const OWN_GROUP = 'own';

/**
 * Spec §4 Share list for corporates and funds: own documents first, then one group per representative
 * owner in the order the server lists them. The own group is always there (possibly empty), so the
 * first representative is always the second group.
 */
export function groupShareable(items: readonly ShareableItem[], ownName: string): ShareGroup[] {
  const own: ShareGroup = { key: OWN_GROUP, ownerName: ownName, own: true, items: [] };
  const reps = new Map<string, ShareGroup>();
  for (const item of items) {
    if (item.isAuthorizedReps !== '1') {
      own.items.push(item);
      continue;
    }
    const group = reps.get(item.profileId) ?? { key: item.profileId, ownerName: item.ownerName, own: false, items: [] };
    group.items.push(item);
    reps.set(item.profileId, group);
  }
  return [own, ...reps.values()];
}

/** The group open when the dialog shows: the own documents, or the second group when there are none. */
export function initiallyOpenGroup(groups: readonly ShareGroup[]): string | null {
  const [first, second] = groups;
  if (!first) return null;
  if (first.items.length === 0 && second) return second.key;
  return first.key;
}

/** Spec §4: individuals (profile type 0) see a flat list; corporates and funds see groups. */
export const isFlatList = (userProfileType: number): boolean => userProfileType === 0;

export type ShareEmailProblem = 'emailRequired' | 'emailInvalid';

/** Spec §5: 'Please enter email' when empty, 'Please enter the correct email' when not an address. */
export function checkShareEmail(value: string | undefined | null): ShareEmailProblem | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return 'emailRequired';
  return emailField.safeParse(trimmed).success ? null : 'emailInvalid';
}

/** Adds or removes one document from the selection (a new set, for React state). */
export function toggleSelection(selected: ReadonlySet<string>, docId: string, checked: boolean): Set<string> {
  const next = new Set(selected);
  if (checked) next.add(docId);
  else next.delete(docId);
  return next;
}
