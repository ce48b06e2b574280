import type { Language, LegalDocument } from '@vault/contract';

/**
 * The texts a fresh deployment serves at /legal/terms and /legal/privacy. They describe what this
 * product does with accounts and documents; an operator replaces them by editing the config entries
 * `legal.<document>.<language>` (kept on restart), or points termsUrl/privacyUrl at their own pages.
 * Paragraphs are separated by blank lines; a line starting with '# ' is a heading.
 */
export const LEGAL_DEFAULTS: Record<LegalDocument, Record<Language, string>> = {
  terms: {
    en: `# Your account
You may open an account for yourself, and set up profiles for the companies and funds you are entitled to act for. Keep your password and the codes we e-mail you to yourself: anything done after signing in with them is treated as done by you.

# Your documents
You upload only documents you are entitled to hold and share. You decide who sees each document: a recipient gets access to the version you shared, until you revoke it. Every view, download, share and revocation is recorded, and you can read that record.

# Automatic reading of identity documents
Passports and driving licences are read automatically on upload. You check the extracted fields before they are saved.

# Availability and changes
We work to keep the service available and your documents intact, but we may pause it for maintenance.

# Ending
You can stop using the service at any time. Documents kept under a legal retention period are deleted when that period ends.`,
    zh: `# 您的账户
您可以为自己开设账户，并为您有权代表的公司和基金设立资料。请妥善保管您的密码和我们通过电子邮件发送的验证码：使用它们登录后进行的任何操作都视为您本人所为。

# 您的文件
您只上传您有权持有和分享的文件。每份文件由您决定谁可以查看：接收人可以访问您分享的版本，直至您撤销。每次查看、下载、分享和撤销都会被记录，您可以查阅该记录。

# 身份证件的自动识读
护照和驾驶执照在上传时会被自动识读。保存前由您核对识读出的字段。

# 服务可用性与变更
我们努力保持服务可用并保证您的文件完整，但可能因维护而暂停服务。

# 终止
您可以随时停止使用本服务。依法需要保留的文件将在保留期结束时删除。`,
    tw: `# 您的帳戶
您可以為自己開設帳戶，並為您有權代表的公司和基金設立資料。請妥善保管您的密碼和我們透過電子郵件傳送的驗證碼：使用它們登入後進行的任何操作都視為您本人所為。

# 您的文件
您只上傳您有權持有和分享的文件。每份文件由您決定誰可以檢視：接收人可以存取您分享的版本，直至您撤銷。每次檢視、下載、分享和撤銷都會被記錄，您可以查閱該記錄。

# 身分證件的自動識讀
護照和駕駛執照在上傳時會被自動識讀。儲存前由您核對識讀出的欄位。

# 服務可用性與變更
我們努力保持服務可用並保證您的文件完整，但可能因維護而暫停服務。

# 終止
您可以隨時停止使用本服務。依法需要保留的文件將在保留期結束時刪除。`,
  },
  privacy: {
    en: `# What we keep
Your name, e-mail address, telephone number, language and the details you enter on your profiles; the documents you upload and the fields read from them; and a record of sign-ins and of every action on your documents.

# Why
To let you sign in safely, to keep and share your documents as you ask, to show who has seen them, and to meet the legal duties of identity checks.

# Who sees it
Only you, the people who administer or represent the same company with you, and the recipients you share a document with. Identity documents are read on our own servers: they are not sent to any outside reading service.

# How long
Documents are kept until you delete them, or for the retention period their type requires by law. Sign-in codes expire after minutes and are stored only as a keyed hash; passwords are stored only as a slow hash.

# Your rights
You can see and correct your details on My details, download your documents, and ask the operator of this service to delete your account.`,
    zh: `# 我们保存哪些信息
您的姓名、电子邮件地址、电话号码、语言以及您在资料中填写的内容；您上传的文件及从中识读出的字段；以及登录记录和对您文件的每一次操作记录。

# 用途
让您安全登录，按您的要求保存和分享文件，显示谁查看过文件，并履行身份核查的法定义务。

# 谁可以看到
只有您本人、与您共同管理或代表同一公司的人员，以及您分享文件的接收人。身份证件在我们自己的服务器上识读，不会发送给任何外部识读服务。

# 保存期限
文件保存至您删除为止，或按其类型依法要求的保留期保存。登录验证码几分钟后失效，且只以加密散列形式保存；密码只以慢速散列形式保存。

# 您的权利
您可以在"我的资料"中查看和更正您的信息，下载您的文件，并可要求本服务的运营方删除您的账户。`,
    tw: `# 我們保存哪些資訊
您的姓名、電子郵件地址、電話號碼、語言以及您在資料中填寫的內容；您上傳的文件及從中識讀出的欄位；以及登入記錄和對您文件的每一次操作記錄。

# 用途
讓您安全登入，依您的要求保存和分享文件，顯示誰檢視過文件，並履行身分核查的法定義務。

# 誰可以看到
只有您本人、與您共同管理或代表同一公司的人員，以及您分享文件的接收人。身分證件在我們自己的伺服器上識讀，不會傳送給任何外部識讀服務。

# 保存期限
文件保存至您刪除為止，或依其類型依法要求的保留期保存。登入驗證碼幾分鐘後失效，且只以加密雜湊形式保存；密碼只以慢速雜湊形式保存。

# 您的權利
您可以在「我的資料」中檢視和更正您的資訊，下載您的文件，並可要求本服務的營運方刪除您的帳戶。`,
  },
};
