import enActions from './en/actions.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enCorrespondence from './en/correspondence.json';
import enDev from './en/dev.json';
import enDocuments from './en/documents.json';
import enDialogs from './en/dialogs.json';
import enInvite from './en/invite.json';
import enProfiles from './en/profiles.json';
import enRegister from './en/register.json';
import enSharing from './en/sharing.json';
import enShell from './en/shell.json';
import enTeam from './en/team.json';
import enActivity from './en/activity.json';
import enRequests from './en/requests.json';
import enValidation from './en/validation.json';
import enFunds from './en/funds.json';
import enBrokerDealers from './en/brokerDealers.json';
import enFundModals from './en/fundModals.json';
import enUsers from './en/users.json';
import enVaultSetup from './en/vaultSetup.json';
import enRequestsManager from './en/requestsManager.json';
import enLiveness from './en/liveness.json';
import twActions from './tw/actions.json';
import twAuth from './tw/auth.json';
import twCommon from './tw/common.json';
import twCorrespondence from './tw/correspondence.json';
import twDev from './tw/dev.json';
import twDocuments from './tw/documents.json';
import twDialogs from './tw/dialogs.json';
import twInvite from './tw/invite.json';
import twProfiles from './tw/profiles.json';
import twRegister from './tw/register.json';
import twSharing from './tw/sharing.json';
import twShell from './tw/shell.json';
import twTeam from './tw/team.json';
import twActivity from './tw/activity.json';
import twRequests from './tw/requests.json';
import twValidation from './tw/validation.json';
import twFunds from './tw/funds.json';
import twBrokerDealers from './tw/brokerDealers.json';
import twFundModals from './tw/fundModals.json';
import twUsers from './tw/users.json';
import twVaultSetup from './tw/vaultSetup.json';
import twRequestsManager from './tw/requestsManager.json';
import twLiveness from './tw/liveness.json';
import zhActions from './zh/actions.json';
import zhAuth from './zh/auth.json';
import zhCommon from './zh/common.json';
import zhCorrespondence from './zh/correspondence.json';
import zhDev from './zh/dev.json';
import zhDocuments from './zh/documents.json';
import zhDialogs from './zh/dialogs.json';
import zhInvite from './zh/invite.json';
import zhProfiles from './zh/profiles.json';
import zhRegister from './zh/register.json';
import zhSharing from './zh/sharing.json';
import zhShell from './zh/shell.json';
import zhTeam from './zh/team.json';
import zhActivity from './zh/activity.json';
import zhRequests from './zh/requests.json';
import zhValidation from './zh/validation.json';
import zhFunds from './zh/funds.json';
import zhBrokerDealers from './zh/brokerDealers.json';
import zhFundModals from './zh/fundModals.json';
import zhUsers from './zh/users.json';
import zhVaultSetup from './zh/vaultSetup.json';
import zhRequestsManager from './zh/requestsManager.json';
import zhLiveness from './zh/liveness.json';

export { NAMESPACES } from './namespaces';

/**
 * Every text of every language, for the type of `t()` keys (lib/i18n/i18next.d.ts) and the locale
 * tests only: the app loads each language and namespace as its own chunk (lib/i18n/i18n.ts).
 */

export const resources = {
  en: { common: enCommon, auth: enAuth, validation: enValidation, register: enRegister, invite: enInvite, shell: enShell, dialogs: enDialogs, dev: enDev, actions: enActions, profiles: enProfiles, team: enTeam, correspondence: enCorrespondence, documents: enDocuments, sharing: enSharing, activity: enActivity, requests: enRequests, funds: enFunds, fundModals: enFundModals, brokerDealers: enBrokerDealers, users: enUsers, vaultSetup: enVaultSetup, requestsManager: enRequestsManager, liveness: enLiveness },
  zh: { common: zhCommon, auth: zhAuth, validation: zhValidation, register: zhRegister, invite: zhInvite, shell: zhShell, dialogs: zhDialogs, dev: zhDev, actions: zhActions, profiles: zhProfiles, team: zhTeam, correspondence: zhCorrespondence, documents: zhDocuments, sharing: zhSharing, activity: zhActivity, requests: zhRequests, funds: zhFunds, fundModals: zhFundModals, brokerDealers: zhBrokerDealers, users: zhUsers, vaultSetup: zhVaultSetup, requestsManager: zhRequestsManager, liveness: zhLiveness },
  tw: { common: twCommon, auth: twAuth, validation: twValidation, register: twRegister, invite: twInvite, shell: twShell, dialogs: twDialogs, dev: twDev, actions: twActions, profiles: twProfiles, team: twTeam, correspondence: twCorrespondence, documents: twDocuments, sharing: twSharing, activity: twActivity, requests: twRequests, funds: twFunds, fundModals: twFundModals, brokerDealers: twBrokerDealers, users: twUsers, vaultSetup: twVaultSetup, requestsManager: twRequestsManager, liveness: twLiveness },
} as const;
