import type { Language } from './constants.js';

/**
 * Field-level validation messages the contract's schemas produce, in each language. The server
 * translates field errors with this table; the web shows the same texts for its own checks.
 */
export const FIELD_MESSAGES: Record<string, Record<Language, string>> = {
  'Please fill in': { en: 'Please fill in', zh: '请填写', tw: '請填寫' },
  'Incorrect E-mail format': { en: 'Incorrect E-mail format', zh: '电子邮件格式不正确', tw: '電子郵件格式不正確' },
  'The code has 6 digits': { en: 'The code has 6 digits', zh: '验证码为 6 位数字', tw: '驗證碼為 6 位數字' },
  'Please enter a valid phone number': { en: 'Please enter a valid phone number', zh: '请输入有效的电话号码', tw: '請輸入有效的電話號碼' },
  'only accept both numbers and letters': { en: 'only accept both numbers and letters', zh: '只接受数字和字母', tw: '只接受數字和字母' },
  'Please enter the correct email address': { en: 'Please enter the correct email address', zh: '请输入正确的电子邮件地址', tw: '請輸入正確的電子郵件地址' },
  'Invalid value': { en: 'Invalid value', zh: '值无效', tw: '值無效' },
  'Required': { en: 'Required', zh: '必填', tw: '必填' },
  'Too long': { en: 'Too long', zh: '过长', tw: '過長' },
  'The end date is before the start date': { en: 'The end date is before the start date', zh: '结束日期早于开始日期', tw: '結束日期早於開始日期' },
};

/** The message in a language; unknown messages (zod internals) become the generic 'Invalid value'. */
export function translateFieldMessage(message: string, language: Language): string {
  return (FIELD_MESSAGES[message] ?? FIELD_MESSAGES['Invalid value']!)[language];
}
