import type { Language, OrganisationActivityKind } from '@vault/contract';

/**
 * The audit actions of a paid organisation's Activity Log and the kind each one shows as (docs/activity-log.md).
 * `document.shared` is SHARED or DISTRIBUTED by the case it made (a fund distribution or another grant).
 */
export const ORGANISATION_ACTIONS: Record<OrganisationActivityKind, readonly string[]> = {
  VIEWED: ['document.viewed'],
  DOWNLOADED: ['document.downloaded'],
  UPLOADED: ['document.uploaded'],
  DELETED: ['document.deleted', 'document.version-deleted'],
  SHARED: ['document.shared'],
  DISTRIBUTED: ['document.shared'],
  REVOKED: ['document.revoked'],
  REQUESTED: ['request.created'],
  ANSWERED: ['request.agreed', 'request.declined'],
  BROKER_DEALER_ADDED: ['brokerDealer.added'],
  PERMISSIONS_CHANGED: ['brokerDealer.permissions', 'brokerDealer.applied'],
  USER_INVITED: ['invitation.sent', 'invitation.resent'],
  INVITATION_CANCELLED: ['invitation.cancelled'],
  USER_JOINED: ['invitation.accepted'],
  USER_UPDATED: ['corporate-user.updated'],
  USER_DELETED: ['corporate-user.deleted'],
  MESSAGE_SENT: ['correspondence.sent'],
};

/** Every action the log shows. */
export const ORGANISATION_SHOWN = [...new Set(Object.values(ORGANISATION_ACTIONS).flat())];

export const isDistribution = (details: Record<string, unknown>): boolean => details.kind === 'FUND_DISTRIBUTION';

/** The kind of one recorded event (the action is one of ORGANISATION_SHOWN). */
export function organisationKindOf(action: string, details: Record<string, unknown>): OrganisationActivityKind {
  if (action === 'document.shared') return isDistribution(details) ? 'DISTRIBUTED' : 'SHARED';
  const found = (Object.entries(ORGANISATION_ACTIONS) as [OrganisationActivityKind, readonly string[]][]).find(([, actions]) => actions.includes(action));
  return found ? found[0] : 'VIEWED';
}

type Phrase = 'agreed' | 'declined' | 'autoShareOn' | 'autoShareOff' | 'downloadable' | 'viewOnly' | 'applyYes' | 'applyNo' | 'granted' | 'ended' | 'resent';
const PHRASES: Record<Phrase, Record<Language, string>> = {
  agreed: { en: 'agreed', zh: '已同意', tw: '已同意' },
  declined: { en: 'declined', zh: '已拒绝', tw: '已拒絕' },
  autoShareOn: { en: 'auto share on', zh: '开启自动共享', tw: '開啟自動共享' },
  autoShareOff: { en: 'auto share off', zh: '关闭自动共享', tw: '關閉自動共享' },
  downloadable: { en: 'downloadable', zh: '可下载', tw: '可下載' },
  viewOnly: { en: 'view only', zh: '仅查看', tw: '僅查看' },
  applyYes: { en: 'applied to outstanding requests', zh: '已应用于未完成的请求', tw: '已套用於未完成的請求' },
  applyNo: { en: 'not applied to outstanding requests', zh: '未应用于未完成的请求', tw: '未套用於未完成的請求' },
  granted: { en: 'granted', zh: '已授予', tw: '已授予' },
  ended: { en: 'ended', zh: '已结束', tw: '已結束' },
  resent: { en: 'sent again', zh: '已重新发送', tw: '已重新發送' },
};
const say = (phrase: Phrase, language: Language) => PHRASES[phrase][language];

/** What the detail of one event may name, looked up by the service. */
export interface DetailContext {
  language: Language;
  typeName: (code: unknown) => string | null;
  /** The other party: a recipient, a broker-dealer, an invited or edited user's e-mail, a thread's subject. */
  target: string | null;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const join = (parts: (string | null | undefined)[], separator = '; ') => parts.filter((p): p is string => Boolean(p)).join(separator) || null;

/** Broker-dealer permission changes: "Chen Trading Ltd: auto share on Passport; view only Utility bill". */
function permissionsDetail(details: Record<string, unknown>, c: DetailContext): string | null {
  const types = (codes: string[]) => codes.map((code) => c.typeName(code) ?? code).join(', ');
  const on = strings(details.turnedOn);
  const off = strings(details.turnedOff);
  const downloads = Array.isArray(details.downloadable) ? (details.downloadable as { docType?: unknown; downloadable?: unknown }[]) : [];
  const yes = downloads.filter((d) => d.downloadable === true).map((d) => String(d.docType));
  const no = downloads.filter((d) => d.downloadable === false).map((d) => String(d.docType));
  const changes = join([
    on.length ? `${say('autoShareOn', c.language)} ${types(on)}` : null,
    off.length ? `${say('autoShareOff', c.language)} ${types(off)}` : null,
    yes.length ? `${say('downloadable', c.language)} ${types(yes)}` : null,
    no.length ? `${say('viewOnly', c.language)} ${types(no)}` : null,
  ]);
  return join([c.target, changes], ': ');
}

/** The detail column of one event, in the caller's language (null when there is nothing to add). */
export function organisationDetail(action: string, details: Record<string, unknown>, c: DetailContext): string | null {
  switch (action) {
    case 'request.created':
      return join(strings(details.docTypes).map((code) => c.typeName(code)), ', ');
    case 'request.agreed':
    case 'request.declined':
      return say(action === 'request.agreed' ? 'agreed' : 'declined', c.language);
    case 'brokerDealer.permissions':
      return permissionsDetail(details, c);
    case 'brokerDealer.applied': {
      const counts = details.applySetting === 'Yes' ? ` (${say('granted', c.language)} ${Number(details.granted ?? 0)}, ${say('ended', c.language)} ${Number(details.ended ?? 0)})` : '';
      return join([c.target, `${say(details.applySetting === 'Yes' ? 'applyYes' : 'applyNo', c.language)}${counts}`], ': ');
    }
    case 'invitation.resent':
      return join([c.target, say('resent', c.language)], ': ');
    default:
      return c.target;
  }
}
