import type { AccessRequestDetail, RequestDisplayStatus } from '@vault/contract';

type RequestedType = AccessRequestDetail['types'][number];
type Candidate = RequestedType['candidates'][number];

/** Spec paid §4 display statuses, as tag colours: done green, waiting gold, action needed orange, refused red. */
export const STATUS_COLOURS: Record<RequestDisplayStatus, string> = {
  COMPLETED: 'green',
  PENDING: 'gold',
  PLEASE_UPDATE: 'orange',
  NO_ACCESS: 'red',
  READY_TO_SHARE: 'blue',
};

/** Answered requests (agreed or declined) are read-only. */
export const isAnswered = (detail: Pick<AccessRequestDetail, 'answeredAt' | 'status'>): boolean =>
  detail.answeredAt !== null || detail.status === 'COMPLETED' || detail.status === 'NO_ACCESS';

/** An expired document may be chosen by nobody: the requester must never receive it as valid. */
export const isChoosable = (candidate: Pick<Candidate, 'status'>): boolean => candidate.status !== 'EXPIRED';

/** What the customer had chosen before (saved with access-document-rep-save), as the starting choice. */
export const initialChoice = (detail: Pick<AccessRequestDetail, 'types'>): Set<string> =>
  new Set(detail.types.flatMap((type) => type.candidates.filter((c) => c.selected && isChoosable(c)).map((c) => c.docId)));

export function toggleChoice(chosen: ReadonlySet<string>, docId: string): Set<string> {
  const next = new Set(chosen);
  if (next.has(docId)) next.delete(docId);
  else next.add(docId);
  return next;
}

/** Only documents still offered (and valid) go out: a choice made before a document was removed is dropped. */
export function chosenDocIds(detail: Pick<AccessRequestDetail, 'types'>, chosen: ReadonlySet<string>): string[] {
  const offered = new Set(detail.types.flatMap((type) => type.candidates.filter(isChoosable).map((c) => c.docId)));
  return [...chosen].filter((docId) => offered.has(docId));
}

/** Agree needs at least one chosen document (the spec's 'Please select the documents'). */
export const canAgree = (detail: Pick<AccessRequestDetail, 'types' | 'answeredAt' | 'status'>, chosen: ReadonlySet<string>): boolean =>
  !isAnswered(detail) && chosenDocIds(detail, chosen).length > 0;

/** Arrival pop-up: the first pending request not shown yet in this session, when the customer wants them shown. */
export function requestToPopUp(
  pending: readonly { id: string; status: string }[],
  alreadyShown: ReadonlySet<string>,
  showAgain: boolean | undefined,
): string | null {
  if (showAgain !== true) return null;
  return pending.find((item) => item.status === 'PENDING' && !alreadyShown.has(item.id))?.id ?? null;
}
