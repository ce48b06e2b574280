/** antd's Badge shows '99+' beyond this; the accessible label says the same. */
export const UNREAD_BADGE_MAX = 99;

export interface UnreadBadge {
  /** Unread messages: the totalRecord of the unread query; 0 until it has answered. */
  count: number;
  /** A badge only for something unread. */
  visible: boolean;
  text: string;
}

/** The unread badge of the message action, from the answer of the unread messages query. */
export function unreadBadge(answer: { totalRecord: number } | undefined): UnreadBadge {
  const count = Math.max(0, answer?.totalRecord ?? 0);
  return { count, visible: count > 0, text: count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count) };
}
