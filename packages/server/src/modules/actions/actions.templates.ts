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
};

export function renderTemplate(key: string, language: Language, params: Record<string, string> = {}): { title: string; body: string } | null {
  const template = ACTION_TEMPLATES[key]?.[language];
  if (!template) return null;
  const fill = (s: string) => s.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => params[name] ?? '');
  return { title: fill(template.title), body: fill(template.body) };
}
