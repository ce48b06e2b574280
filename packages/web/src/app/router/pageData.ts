import { messageListParams, outstandingActionParams } from '../../features/actions/api/actionParams';
import { actionListQuery } from '../../features/actions/api/actionList';
import { docTypesQuery, expiringDocumentsQuery, topLevelQuery } from '../../features/documents/api/documents';
import { scoreQuery } from '../../features/profiles/api/score';
import { requestShowQuery } from '../../features/requests/api/customerRequests';
import i18n from '../../lib/i18n/i18n';
import { resolveLanguage } from '../../lib/i18n/languages';
import { profileTypeCode } from '../../lib/session/profileType';
import { earlyUserInfo } from '../../lib/session/userInfo';
import { prefetchEarly } from '../../lib/queryClient';

/**
 * The data calls of a page opened by address, started at page load (main.tsx, through
 * `prefetchPageData`) beside the shell's and the page's chunks instead of after they have rendered
 * (issue 13: home and documents first load). Same keys and calls as the pages' own queries, which
 * then find them in flight or done. Quiet as a whole: a failure is asked again, with its message,
 * by the page's own query.
 */
const PAGE_QUERIES: Readonly<Record<string, () => Array<Promise<void>>>> = {
  '/manage/home': () => {
    const language = resolveLanguage(i18n.language);
    return [
      prefetchEarly(actionListQuery(language, outstandingActionParams())),
      prefetchEarly(actionListQuery(language, messageListParams('unread'))),
      prefetchEarly(expiringDocumentsQuery()),
      prefetchEarly(scoreQuery()),
      prefetchEarly(requestShowQuery()),
    ];
  },
  '/manage/documents': () => [
    prefetchEarly(actionListQuery(resolveLanguage(i18n.language), messageListParams('unread'))),
    prefetchEarly(topLevelQuery(i18n.language)),
    // The acting profile's types: its type comes with user info, already asked for at start-up.
    earlyUserInfo().then((user) => (user ? prefetchEarly(docTypesQuery(profileTypeCode(user.userType), i18n.language)) : undefined)),
  ],
};

/** Loaded with `import()` by main.tsx for a signed-in user. */
export function prefetchPageData(pathname: string): void {
  const queries = PAGE_QUERIES[pathname];
  if (queries) void Promise.all(queries()).catch(() => undefined);
}
