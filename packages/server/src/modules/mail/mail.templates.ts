import type { Language } from '@vault/contract';

export interface MailContent {
  subject: string;
  text: string;
}

type Template<V> = Record<Language, (vars: V) => MailContent>;

const codeLines = (code: string, minutes: number) => ({
  en: `Your code is: ${code}\n\nIt can be used once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail; nobody can sign in without your password.`,
  zh: `您的验证码是：${code}\n\n验证码只能使用一次，${minutes} 分钟后失效。如果这不是您本人的操作，请忽略此邮件；没有您的密码任何人都无法登录。`,
  tw: `您的驗證碼是：${code}\n\n驗證碼只能使用一次，${minutes} 分鐘後失效。如果這不是您本人的操作，請忽略此郵件；沒有您的密碼任何人都無法登入。`,
});

interface CodeVars {
  code: string;
  minutes: number;
}

/** Every e-mail the product sends, in each language. */
export const MAIL_TEMPLATES = {
  loginCode: {
    en: (v) => ({ subject: 'Your sign-in code', text: `Hello,\n\nSomeone (hopefully you) is signing in to Vault Portal.\n${codeLines(v.code, v.minutes).en}` }),
    zh: (v) => ({ subject: '您的登录验证码', text: `您好：\n\n有人（希望是您）正在登录 Vault Portal。\n${codeLines(v.code, v.minutes).zh}` }),
    tw: (v) => ({ subject: '您的登入驗證碼', text: `您好：\n\n有人（希望是您）正在登入 Vault Portal。\n${codeLines(v.code, v.minutes).tw}` }),
  } satisfies Template<CodeVars>,
  registerCode: {
    en: (v) => ({ subject: 'Confirm your e-mail address', text: `Welcome to Vault Portal.\n\nTo confirm this address for your new account:\n${codeLines(v.code, v.minutes).en}` }),
    zh: (v) => ({ subject: '确认您的电子邮件地址', text: `欢迎使用 Vault Portal。\n\n请使用以下验证码确认新账户的电子邮件地址：\n${codeLines(v.code, v.minutes).zh}` }),
    tw: (v) => ({ subject: '確認您的電子郵件地址', text: `歡迎使用 Vault Portal。\n\n請使用以下驗證碼確認新帳戶的電子郵件地址：\n${codeLines(v.code, v.minutes).tw}` }),
  } satisfies Template<CodeVars>,
  registerExisting: {
    en: (v) => ({ subject: 'You already have an account', text: `Hello,\n\nSomeone tried to register a new Vault Portal account with this address, but it already has one.\nIf it was you, sign in at ${v.url}/login, or reset your password there. Otherwise you can ignore this e-mail.` }),
    zh: (v) => ({ subject: '您已拥有账户', text: `您好：\n\n有人尝试使用此地址注册新的 Vault Portal 账户，但该地址已有账户。\n如果是您本人，请在 ${v.url}/login 登录或重置密码；否则请忽略此邮件。` }),
    tw: (v) => ({ subject: '您已擁有帳戶', text: `您好：\n\n有人嘗試使用此地址註冊新的 Vault Portal 帳戶，但該地址已有帳戶。\n如果是您本人，請在 ${v.url}/login 登入或重設密碼；否則請忽略此郵件。` }),
  } satisfies Template<{ url: string }>,
  resetCode: {
    en: (v) => ({ subject: 'Reset your password', text: `Hello,\n\nA password reset was requested for your Vault Portal account.\n${codeLines(v.code, v.minutes).en}` }),
    zh: (v) => ({ subject: '重置您的密码', text: `您好：\n\n有人请求重置您的 Vault Portal 账户密码。\n${codeLines(v.code, v.minutes).zh}` }),
    tw: (v) => ({ subject: '重設您的密碼', text: `您好：\n\n有人請求重設您的 Vault Portal 帳戶密碼。\n${codeLines(v.code, v.minutes).tw}` }),
  } satisfies Template<CodeVars>,
  passwordChanged: {
    en: (_v) => ({ subject: 'Your password was changed', text: 'Hello,\n\nThe password of your Vault Portal account was just changed and every session was signed out. If this was not you, reset your password now and contact support.' }),
    zh: (_v) => ({ subject: '您的密码已更改', text: '您好：\n\n您的 Vault Portal 账户密码刚刚被更改，所有会话均已退出。如果这不是您本人的操作，请立即重置密码并联系支持人员。' }),
    tw: (_v) => ({ subject: '您的密碼已變更', text: '您好：\n\n您的 Vault Portal 帳戶密碼剛剛被變更，所有工作階段均已登出。如果這不是您本人的操作，請立即重設密碼並聯絡支援人員。' }),
  } satisfies Template<Record<string, never>>,
  setupCode: {
    en: (v) => ({ subject: 'Confirm your e-mail to accept the invitation', text: `Hello,\n\nTo set up your account and accept the invitation:\n${codeLines(v.code, v.minutes).en}` }),
    zh: (v) => ({ subject: '确认您的电子邮件以接受邀请', text: `您好：\n\n请使用以下验证码设置账户并接受邀请：\n${codeLines(v.code, v.minutes).zh}` }),
    tw: (v) => ({ subject: '確認您的電子郵件以接受邀請', text: `您好：\n\n請使用以下驗證碼設定帳戶並接受邀請：\n${codeLines(v.code, v.minutes).tw}` }),
  } satisfies Template<CodeVars>,
  changeEmailCode: {
    en: (v) => ({ subject: 'Confirm your new e-mail address', text: `Hello,\n\nTo use this address for your Vault Portal account:\n${codeLines(v.code, v.minutes).en}` }),
    zh: (v) => ({ subject: '确认您的新电子邮件地址', text: `您好：\n\n要将此地址用于您的 Vault Portal 账户：\n${codeLines(v.code, v.minutes).zh}` }),
    tw: (v) => ({ subject: '確認您的新電子郵件地址', text: `您好：\n\n要將此地址用於您的 Vault Portal 帳戶：\n${codeLines(v.code, v.minutes).tw}` }),
  } satisfies Template<CodeVars>,
  emailChanged: {
    en: (v) => ({ subject: 'Your e-mail address was changed', text: `Hello,\n\nYour Vault Portal account now signs in with ${v.newEmail}. If this was not you, contact support at once.` }),
    zh: (v) => ({ subject: '您的电子邮件地址已更改', text: `您好：\n\n您的 Vault Portal 账户现在使用 ${v.newEmail} 登录。如果这不是您本人的操作，请立即联系支持人员。` }),
    tw: (v) => ({ subject: '您的電子郵件地址已變更', text: `您好：\n\n您的 Vault Portal 帳戶現在使用 ${v.newEmail} 登入。如果這不是您本人的操作，請立即聯絡支援人員。` }),
  } satisfies Template<{ newEmail: string }>,
  /** Text messages: short, the subject is only shown in the dev mailbox. */
  phoneCode: {
    en: (v) => ({ subject: 'SMS', text: `Vault Portal code: ${v.code}. Valid ${v.minutes} minutes. Do not share it.` }),
    zh: (v) => ({ subject: 'SMS', text: `Vault Portal 验证码：${v.code}，${v.minutes} 分钟内有效，请勿泄露。` }),
    tw: (v) => ({ subject: 'SMS', text: `Vault Portal 驗證碼：${v.code}，${v.minutes} 分鐘內有效，請勿洩漏。` }),
  } satisfies Template<CodeVars>,
  invitation: {
    en: (v) => ({ subject: `${v.inviter} invited you to Vault Portal`, text: `Hello,\n\n${v.inviter} invited you to join them on Vault Portal.\nAccept the invitation here: ${v.link}\n\nThe invitation expires in ${v.days} days.` }),
    zh: (v) => ({ subject: `${v.inviter} 邀请您加入 Vault Portal`, text: `您好：\n\n${v.inviter} 邀请您加入 Vault Portal。\n请在此接受邀请：${v.link}\n\n邀请将在 ${v.days} 天后失效。` }),
    tw: (v) => ({ subject: `${v.inviter} 邀請您加入 Vault Portal`, text: `您好：\n\n${v.inviter} 邀請您加入 Vault Portal。\n請在此接受邀請：${v.link}\n\n邀請將在 ${v.days} 天後失效。` }),
  } satisfies Template<{ inviter: string; link: string; days: number }>,
  /** Documents were shared with an address that has no account yet: the grant waits for it to register. */
  shareInvitation: {
    en: (v) => ({ subject: `${v.sharer} shared documents with you on Vault Portal`, text: `Hello,\n\n${v.sharer} shared ${v.count} document(s) with you on Vault Portal.\nTo see them, create your account with this e-mail address: ${v.link}\n\nIf you do not know ${v.sharer}, you can ignore this e-mail.` }),
    zh: (v) => ({ subject: `${v.sharer} 在 Vault Portal 上与您共享了文件`, text: `您好：\n\n${v.sharer} 在 Vault Portal 上与您共享了 ${v.count} 份文件。\n如需查看，请使用此电子邮件地址创建账户：${v.link}\n\n如果您不认识 ${v.sharer}，请忽略此邮件。` }),
    tw: (v) => ({ subject: `${v.sharer} 在 Vault Portal 上與您共用了文件`, text: `您好：\n\n${v.sharer} 在 Vault Portal 上與您共用了 ${v.count} 份文件。\n如需檢視，請使用此電子郵件地址建立帳戶：${v.link}\n\n如果您不認識 ${v.sharer}，請忽略此郵件。` }),
  } satisfies Template<{ sharer: string; count: number; link: string }>,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailVars<N extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[N]['en']>[0];
