import type { Language } from '@vault/contract';

/**
 * Notices and actions the system creates are stored as a template key and translated when read,
 * so each reader sees them in their own language. Messages written by people are stored as written.
 */
export const ACTION_TEMPLATES: Record<string, Record<Language, { title: string; body: string }>> = {
  welcome: {
    en: { title: 'Welcome to Vault Portal', body: 'Your account is ready. Complete your profile and add your identity documents so the companies you work with can verify you quickly.' },
    zh: { title: '欢迎使用 Vault Portal', body: '您的账户已就绪。请完善个人资料并添加身份证件，以便与您合作的公司快速完成核实。' },
    tw: { title: '歡迎使用 Vault Portal', body: '您的帳戶已就緒。請完善個人資料並新增身分證件，以便與您合作的公司快速完成核實。' },
  },
  completeIdentity: {
    en: { title: 'Complete your identity', body: 'Add your personal details and a valid passport or driving licence.' },
    zh: { title: '完善您的身份信息', body: '请添加您的个人资料以及有效的护照或驾驶执照。' },
    tw: { title: '完善您的身分資料', body: '請新增您的個人資料以及有效的護照或駕駛執照。' },
  },
  createCompanyProfile: {
    en: { title: 'Create your company profile', body: 'Add the legal and trading names of your company to start onboarding it.' },
    zh: { title: '创建公司资料', body: '请添加公司的法定名称和商业名称以开始入驻。' },
    tw: { title: '建立公司資料', body: '請新增公司的法定名稱和商業名稱以開始入駐。' },
  },
  invitationAccepted: {
    en: { title: 'You joined {{company}}', body: 'You can now act for {{company}}: choose it in the profile switcher.' },
    zh: { title: '您已加入 {{company}}', body: '您现在可以代表 {{company}} 操作：请在资料切换器中选择它。' },
    tw: { title: '您已加入 {{company}}', body: '您現在可以代表 {{company}} 操作：請在資料切換器中選擇它。' },
  },
  // Sharing and access requests (docs/sharing.md).
  documentsShared: {
    en: { title: '{{sharer}} shared documents with you', body: '{{sharer}} shared {{count}} document(s) with you. Open Documents, then Shared with us, to see them.' },
    zh: { title: '{{sharer}} 与您共享了文件', body: '{{sharer}} 与您共享了 {{count}} 份文件。请打开“文件”中的“与我们共享”查看。' },
    tw: { title: '{{sharer}} 與您共用了文件', body: '{{sharer}} 與您共用了 {{count}} 份文件。請開啟「文件」中的「與我們共用」檢視。' },
  },
  accessRequest: {
    en: { title: '{{company}} requests access to your documents', body: '{{company}} asks to see: {{types}}. Choose the documents that answer it, then agree or decline.' },
    zh: { title: '{{company}} 请求访问您的文件', body: '{{company}} 请求查看：{{types}}。请选择符合要求的文件，然后同意或拒绝。' },
    tw: { title: '{{company}} 請求存取您的文件', body: '{{company}} 請求檢視：{{types}}。請選擇符合要求的文件，然後同意或拒絕。' },
  },
  accessRequestSent: {
    en: { title: 'Documents requested from {{customer}}', body: 'You asked {{customer}} for: {{types}}. You will be told when they answer.' },
    zh: { title: '已向 {{customer}} 请求文件', body: '您已向 {{customer}} 请求：{{types}}。对方答复后您会收到通知。' },
    tw: { title: '已向 {{customer}} 請求文件', body: '您已向 {{customer}} 請求：{{types}}。對方答覆後您會收到通知。' },
  },
  accessRequestAgreed: {
    en: { title: '{{customer}} shared the documents you requested', body: '{{customer}} agreed to your request and shared {{count}} document(s).' },
    zh: { title: '{{customer}} 已共享您请求的文件', body: '{{customer}} 同意了您的请求并共享了 {{count}} 份文件。' },
    tw: { title: '{{customer}} 已共用您請求的文件', body: '{{customer}} 同意了您的請求並共用了 {{count}} 份文件。' },
  },
  accessRequestDeclined: {
    en: { title: '{{customer}} declined your request', body: '{{customer}} declined your request for: {{types}}.' },
    zh: { title: '{{customer}} 拒绝了您的请求', body: '{{customer}} 拒绝了您对以下文件的请求：{{types}}。' },
    tw: { title: '{{customer}} 拒絕了您的請求', body: '{{customer}} 拒絕了您對以下文件的請求：{{types}}。' },
  },
  // Correspondence (action type 14): a business wrote to the customer (docs/correspondence.md).
  newCorrespondence: {
    en: { title: 'New message from {{company}}', body: '{{company}} wrote in "{{subject}}". Open Correspondence to read and answer it.' },
    zh: { title: '来自 {{company}} 的新消息', body: '{{company}} 在“{{subject}}”中给您留言。请打开“往来信函”阅读并回复。' },
    tw: { title: '來自 {{company}} 的新訊息', body: '{{company}} 在「{{subject}}」中給您留言。請開啟「往來信函」閱讀並回覆。' },
  },
  // The organisation's requests (docs/requests.md).
  approvalGranted: {
    en: { title: '{{company}} approved your request', body: '{{company}} approved: {{title}}.' },
    zh: { title: '{{company}} 已批准您的请求', body: '{{company}} 已批准：{{title}}。' },
    tw: { title: '{{company}} 已核准您的請求', body: '{{company}} 已核准：{{title}}。' },
  },
  approvalDeclined: {
    en: { title: '{{company}} declined your request', body: '{{company}} declined: {{title}}.' },
    zh: { title: '{{company}} 拒绝了您的请求', body: '{{company}} 拒绝了：{{title}}。' },
    tw: { title: '{{company}} 拒絕了您的請求', body: '{{company}} 拒絕了：{{title}}。' },
  },
  reminderToUpdate: {
    en: { title: 'Update your {{docType}}', body: 'Your {{docType}} shared with {{companies}} expires on {{expiry}}. Upload a new version so they keep a valid one.' },
    zh: { title: '请更新您的{{docType}}', body: '您与 {{companies}} 共享的{{docType}}将于 {{expiry}} 到期。请上传新版本，以便对方保有有效文件。' },
    tw: { title: '請更新您的{{docType}}', body: '您與 {{companies}} 共用的{{docType}}將於 {{expiry}} 到期。請上傳新版本，以便對方保有有效文件。' },
  },
};

export function renderTemplate(key: string, language: Language, params: Record<string, string> = {}): { title: string; body: string } | null {
  const template = ACTION_TEMPLATES[key]?.[language];
  if (!template) return null;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');
  return { title: fill(template.title), body: fill(template.body) };
}
