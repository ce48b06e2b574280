import type { Language } from './constants.js';

interface ErrorDefinition {
  /** HTTP status the server answers with. */
  status: number;
  /** Message shown to the user, per language. */
  message: Record<Language, string>;
}

const FORMULA_EN =
  'Oops, some unexpected values were found. Please review what is populated in each of the fields and try again.';

/**
 * Every error code the API answers with. Spec codes keep their numbers; new codes are 8 digits,
 * grouped by module: 0000xxxx common, 1000xxxx sign-in and sessions, 2000xxxx registration,
 * 3000xxxx documents, 5000xxxx corporate users and invitations, 7000xxxx profiles and actions.
 */
export const ERRORS = {
  /** Unexpected server failure; the response carries a request id found in the server log. */
  INTERNAL: { code: '00000001', status: 500, message: {
    en: 'Something went wrong on our side. Please try again later.',
    zh: '服务器出现问题，请稍后再试。',
    tw: '伺服器出現問題，請稍後再試。' } },
  /** The request body, query or parameters failed validation; details list the fields. */
  VALIDATION: { code: '00000002', status: 400, message: {
    en: 'Some fields are missing or invalid. Please check and try again.',
    zh: '部分字段缺失或无效，请检查后重试。',
    tw: '部分欄位缺失或無效，請檢查後重試。' } },
  /** The Api-Version header is missing or not the supported version. */
  API_VERSION: { code: '00000003', status: 400, message: {
    en: 'This version of the application is out of date. Please reload the page.',
    zh: '应用版本已过期，请刷新页面。',
    tw: '應用程式版本已過期，請重新整理頁面。' } },
  /** The resource does not exist or is not visible to the caller. */
  NOT_FOUND: { code: '00000004', status: 404, message: {
    en: 'The item you asked for could not be found.',
    zh: '找不到您请求的内容。',
    tw: '找不到您請求的內容。' } },
  /** Rate limit reached. */
  TOO_MANY_REQUESTS: { code: '00000005', status: 429, message: {
    en: 'Too many attempts. Please wait a moment and try again.',
    zh: '尝试次数过多，请稍候再试。',
    tw: '嘗試次數過多，請稍候再試。' } },
  /** A text value begins with + - @ = newline or tab (spec §5). */
  FORMULA_INJECTION: { code: '00000006', status: 400, message: {
    en: FORMULA_EN,
    zh: '哎呀，发现了一些意外的值。请检查各字段中填写的内容，然后重试。',
    tw: '哎呀，發現了一些意外的值。請檢查各欄位中填寫的內容，然後重試。' } },
  /** The request body is larger than allowed. */
  PAYLOAD_TOO_LARGE: { code: '00000007', status: 413, message: {
    en: 'The request is too large.',
    zh: '请求内容过大。',
    tw: '請求內容過大。' } },
  /** No valid session (expired, logged out, or never signed in). */
  UNAUTHENTICATED: { code: '00000401', status: 401, message: {
    en: 'Your session has ended. Please sign in again.',
    zh: '您的会话已结束，请重新登录。',
    tw: '您的工作階段已結束，請重新登入。' } },
  /** Session present but the CSRF token (Authorization header) is missing or wrong. */
  FORBIDDEN: { code: '00000403', status: 403, message: {
    en: 'This request could not be verified. Please sign in again.',
    zh: '无法验证此请求，请重新登录。',
    tw: '無法驗證此請求，請重新登入。' } },
  /** The password no longer meets the password rule (spec 00000230). */
  PASSWORD_WEAK: { code: '00000230', status: 403, message: {
    en: 'Please strengthen your password.',
    zh: '请加强您的密码。',
    tw: '請加強您的密碼。' } },
  /** The password is older than the allowed age (spec 00000231). */
  PASSWORD_EXPIRED: { code: '00000231', status: 403, message: {
    en: 'Your password has expired.',
    zh: '您的密码已过期。',
    tw: '您的密碼已過期。' } },
  /** Wrong e-mail or password; the same answer for unknown e-mails. */
  LOGIN_FAILED: { code: '10000001', status: 400, message: {
    en: 'The e-mail address or password is incorrect.',
    zh: '电子邮件地址或密码不正确。',
    tw: '電子郵件地址或密碼不正確。' } },
  /** A one-time code is wrong (mistyped, or an older code): it can be typed again. */
  CODE_INVALID: { code: '10000002', status: 400, message: {
    en: 'The code is incorrect. Please check it and try again.',
    zh: '验证码不正确，请检查后重试。',
    tw: '驗證碼不正確，請檢查後重試。' } },
  /** The code expired, was used, or was tried too often: only a new code helps. */
  CODE_SPENT: { code: '10000012', status: 400, message: {
    en: 'This code has expired or has been tried too many times. Please request a new code.',
    zh: '此验证码已过期或尝试次数过多，请重新获取验证码。',
    tw: '此驗證碼已過期或嘗試次數過多，請重新取得驗證碼。' } },
  /** The encrypted value could not be read (unknown or retired key): fetch the key again. */
  KEY_EXPIRED: { code: '10000004', status: 400, message: {
    en: 'Your sign-in form has expired. Please try again.',
    zh: '登录表单已过期，请重试。',
    tw: '登入表單已過期，請重試。' } },
  /** The single sign-on token is invalid, expired, or names no account. */
  SSO_FAILED: { code: '10000005', status: 400, message: {
    en: 'SSO login failed',
    zh: '单点登录失败',
    tw: '單一登入失敗' } },
  /** The new password breaks the password rule. */
  PASSWORD_RULE: { code: '10000007', status: 400, message: {
    en: 'The password must be 8 to 16 characters with an uppercase letter, a lowercase letter, a number and a special character, and must not be a common password.',
    zh: '密码须为 8 至 16 个字符，包含大写字母、小写字母、数字和特殊字符，且不能是常见密码。',
    tw: '密碼須為 8 至 16 個字元，包含大寫字母、小寫字母、數字和特殊字元，且不能是常見密碼。' } },
  /** A new code was asked for too soon or too often. */
  CODE_RESEND_LIMIT: { code: '10000008', status: 429, message: {
    en: 'Please wait before asking for another code.',
    zh: '请稍候再获取新的验证码。',
    tw: '請稍候再取得新的驗證碼。' } },
  /** The sign-in, registration or set-up step has expired or is unknown. */
  FLOW_EXPIRED: { code: '10000009', status: 400, message: {
    en: 'This step has expired. Please start again.',
    zh: '此步骤已过期，请重新开始。',
    tw: '此步驟已過期，請重新開始。' } },
  /** The user has no profile to act as, so no menu can be built. */
  NO_PROFILE: { code: '10000010', status: 422, message: {
    en: 'Your account has no active profile. Please contact support.',
    zh: '您的账户没有有效的资料，请联系支持人员。',
    tw: '您的帳戶沒有有效的資料，請聯絡支援人員。' } },
  /**
   * Sign-in is paused: too many wrong passwords from this address (a pause that doubles with each
   * further failure), or, after a guessing campaign from many addresses, until the owner resets the
   * password with the e-mailed code. Sent before the password is checked, for unknown e-mails too.
   */
  LOGIN_THROTTLED: { code: '10000011', status: 429, message: {
    en: 'Too many unsuccessful sign-in attempts. Please wait a few minutes and try again, or use “Forgot password?” on the sign-in page: the code we e-mail you sets a new password and unlocks sign-in.',
    zh: '登录失败次数过多。请等待几分钟后重试，或在登录页面点击“忘记密码？”：我们通过电子邮件发送的验证码可用于设置新密码并解除登录锁定。',
    tw: '登入失敗次數過多。請等待幾分鐘後重試，或在登入頁面點選「忘記密碼？」：我們透過電子郵件傳送的驗證碼可用於設定新密碼並解除登入鎖定。' } },
  /** Terms and conditions must be accepted to finish registration. */
  TERMS_REQUIRED: { code: '20000003', status: 400, message: {
    en: 'Please accept the terms and conditions to continue.',
    zh: '请接受条款和条件以继续。',
    tw: '請接受條款及細則以繼續。' } },
  /** The invitation code is unknown, used, cancelled or for another address. */
  INVITATION_INVALID: { code: '20000004', status: 400, message: {
    en: 'This invitation code is not valid.',
    zh: '此邀请码无效。',
    tw: '此邀請碼無效。' } },
  /** Invited set-up for an e-mail that already has an account: sign in and accept instead. */
  ALREADY_REGISTERED: { code: '20000006', status: 409, message: {
    en: 'This e-mail address already has an account. Please sign in to accept the invitation.',
    zh: '此电子邮件地址已有账户，请登录后接受邀请。',
    tw: '此電子郵件地址已有帳戶，請登入後接受邀請。' } },
  /** The company step was already completed for this account. */
  COMPANY_EXISTS: { code: '20000005', status: 409, message: {
    en: 'Your company profile has already been set up.',
    zh: '您的公司资料已设置。',
    tw: '您的公司資料已設定。' } },
  /** The uploaded file is not a JPEG, PNG or WebP picture, or cannot be read. */
  NOT_A_PICTURE: { code: '30000001', status: 422, message: {
    en: 'Please upload a picture in JPG, PNG or WebP format.',
    zh: '请上传 JPG、PNG 或 WebP 格式的图片。',
    tw: '請上傳 JPG、PNG 或 WebP 格式的圖片。' } },
  /** The upload is larger than its limit. */
  FILE_TOO_LARGE: { code: '30000002', status: 413, message: {
    en: 'The file is too large.',
    zh: '文件过大。',
    tw: '檔案過大。' } },
  /** A document file is over the per-file limit (spec §8 text; 20 MB, checked while streaming). */
  DOCUMENT_FILE_TOO_LARGE: { code: '30000003', status: 413, message: {
    en: 'the limit of 20MB has been exceeded. Please try again.',
    zh: '已超过 20MB 的限制，请重试。',
    tw: '已超過 20MB 的限制，請重試。' } },
  /** The files of one upload together are over the total limit (spec §8 text). */
  DOCUMENT_FILES_TOO_LARGE: { code: '30000004', status: 413, message: {
    en: 'the limit of 20MB for multiple files has been exceeded. Please try again.',
    zh: '已超过多个文件合计 20MB 的限制，请重试。',
    tw: '已超過多個檔案合計 20MB 的限制，請重試。' } },
  /** More files in one upload than allowed (99). */
  TOO_MANY_FILES: { code: '30000005', status: 413, message: {
    en: 'At most 99 files can be uploaded at once. Please try again.',
    zh: '一次最多可上传 99 个文件，请重试。',
    tw: '一次最多可上傳 99 個檔案，請重試。' } },
  /** The file's extension is not one of the accepted document formats (spec §8 text). */
  FILE_FORMAT_NOT_ACCEPTED: { code: '30000006', status: 422, message: {
    en: 'the following document types are accepted: .jpg, .jpeg, .png, .doc, .docx, .pdf, .xls, .xlsx, .xlsm. Please try again.',
    zh: '仅接受以下文件类型：.jpg、.jpeg、.png、.doc、.docx、.pdf、.xls、.xlsx、.xlsm。请重试。',
    tw: '僅接受以下文件類型：.jpg、.jpeg、.png、.doc、.docx、.pdf、.xls、.xlsx、.xlsm。請重試。' } },
  /** The file's content (magic bytes) does not match its extension, e.g. a PNG named .pdf. */
  FILE_CONTENT_MISMATCH: { code: '30000007', status: 422, message: {
    en: 'The content of this file does not match its file type. Please check the file and try again.',
    zh: '此文件的内容与其文件类型不符，请检查文件后重试。',
    tw: '此檔案的內容與其檔案類型不符，請檢查檔案後重試。' } },
  /** One version mixes text-based files and images (spec §5, §8 text). */
  MIXED_FILE_TYPES: { code: '30000008', status: 422, message: {
    en: 'a Document Type can only be made up of either text based files (.PDF, .DOC, .XLS) or image based files (.jpg, .jpeg, .png)',
    zh: '一种文件类型只能由文本类文件（.PDF、.DOC、.XLS）或图片类文件（.jpg、.jpeg、.png）组成',
    tw: '一種文件類型只能由文字類檔案（.PDF、.DOC、.XLS）或圖片類檔案（.jpg、.jpeg、.png）組成' } },
  /** An image-only document type received something other than jpg/jpeg/png (spec §5 text). */
  IMAGE_ONLY_TYPE: { code: '30000009', status: 422, message: {
    en: 'This document type is limited to .jpg or .png file formats',
    zh: '此文件类型仅限 .jpg 或 .png 格式',
    tw: '此文件類型僅限 .jpg 或 .png 格式' } },
  /** An encrypted or permission-restricted PDF (spec §8 permission message). */
  PDF_RESTRICTED: { code: '30000010', status: 422, message: {
    en: 'There are permission restrictions on this file you are trying to upload. Please ensure there are no permission restrictions and try to upload this document again.',
    zh: '您尝试上传的文件存在权限限制。请确保文件没有权限限制后，再重新上传此文件。',
    tw: '您嘗試上傳的檔案存在權限限制。請確保檔案沒有權限限制後，再重新上傳此文件。' } },
  /** A .docx/.xlsx container that is damaged or expands beyond safe bounds (zip bomb). */
  FILE_ARCHIVE_UNSAFE: { code: '30000011', status: 422, message: {
    en: 'This Word or Excel file is damaged or too large when opened. Please check the file and try again.',
    zh: '此 Word 或 Excel 文件已损坏或解压后过大，请检查文件后重试。',
    tw: '此 Word 或 Excel 檔案已損毀或解壓縮後過大，請檢查檔案後重試。' } },
  /** An image with more pixels than can be processed safely (decompression bomb). */
  IMAGE_TOO_MANY_PIXELS: { code: '30000012', status: 422, message: {
    en: 'The dimensions of this image are too large. Please use a smaller image and try again.',
    zh: '此图片的尺寸过大，请使用较小的图片后重试。',
    tw: '此圖片的尺寸過大，請使用較小的圖片後重試。' } },
  /** A file of an accepted type that cannot be read (truncated or damaged). */
  FILE_DAMAGED: { code: '30000013', status: 422, message: {
    en: 'This file is damaged and cannot be read. Please check the file and try again.',
    zh: '此文件已损坏，无法读取，请检查文件后重试。',
    tw: '此檔案已損毀，無法讀取，請檢查檔案後重試。' } },
  /** The document at an allowed link could not be downloaded (refused, timed out, HTTP error). */
  URL_FETCH_FAILED: { code: '30000014', status: 422, message: {
    en: 'The document at this link could not be downloaded. Please check the link and try again.',
    zh: '无法下载此链接中的文件，请检查链接后重试。',
    tw: '無法下載此連結中的文件，請檢查連結後重試。' } },
  /** Document storage (files or object store) did not answer; nothing was saved. */
  STORAGE_UNAVAILABLE: { code: '30000015', status: 503, message: {
    en: 'Documents cannot be stored right now. Please try again later.',
    zh: '目前无法存储文件，请稍后再试。',
    tw: '目前無法儲存文件，請稍後再試。' } },
  /** Document URL domain not on the allow-list (spec 30000063). */
  URL_DOMAIN_NOT_LISTED: { code: '30000063', status: 422, message: {
    en: 'The domain of this link is not on the list of allowed domains.',
    zh: '此链接的域名不在允许的域名列表中。',
    tw: '此連結的網域不在允許的網域清單中。' } },
  /** Document URL invalid (spec 30000064). */
  URL_INVALID: { code: '30000064', status: 422, message: {
    en: 'This link is not valid.',
    zh: '此链接无效。',
    tw: '此連結無效。' } },
  /** Document URL is not an image (spec 30000065). */
  URL_NOT_IMAGE: { code: '30000065', status: 422, message: {
    en: 'This link does not point to an image.',
    zh: '此链接不是图片。',
    tw: '此連結不是圖片。' } },
  /** Upload without a document type (spec §5 'Please fill in'). */
  DOC_TYPE_REQUIRED: { code: '30000100', status: 400, message: {
    en: 'Please fill in',
    zh: '请填写',
    tw: '請填寫' } },
  /** Upload without a file or a link (spec §5). */
  DOC_SOURCE_REQUIRED: { code: '30000101', status: 400, message: {
    en: 'Select a document to upload',
    zh: '请选择要上传的文件',
    tw: '請選擇要上傳的文件' } },
  /** A document property the type requires is blank (spec §5 'Please fill in'); fieldErrors name it. */
  DOC_PROPERTY_REQUIRED: { code: '30000102', status: 400, message: {
    en: 'Please fill in',
    zh: '请填写',
    tw: '請填寫' } },
  /** A document property is not a valid date (or text too long). */
  DOC_PROPERTY_INVALID: { code: '30000103', status: 400, message: {
    en: 'Please enter a valid date (DD/MM/YYYY).',
    zh: '请输入有效日期（DD/MM/YYYY）。',
    tw: '請輸入有效日期（DD/MM/YYYY）。' } },
  /** Date of Issue later than today (spec §5). */
  ISSUE_DATE_IN_FUTURE: { code: '30000104', status: 422, message: {
    en: 'The Date of Issue cannot be in the future.',
    zh: '签发日期不能晚于今天。',
    tw: '簽發日期不能晚於今天。' } },
  /** Date of Expiry earlier than today (spec §5). */
  EXPIRY_DATE_IN_PAST: { code: '30000105', status: 422, message: {
    en: 'The Date of Expiry cannot be in the past.',
    zh: '到期日期不能早于今天。',
    tw: '到期日期不能早於今天。' } },
  /** The document type does not exist or this profile may not hold it. */
  DOC_TYPE_NOT_AVAILABLE: { code: '30000106', status: 422, message: {
    en: 'This document type is not available for this profile.',
    zh: '此文件类型不适用于该资料。',
    tw: '此文件類型不適用於該資料。' } },
  /** An uploaded file is empty: the browser could not read it (spec §8 file removed). */
  FILE_EMPTY: { code: '30000109', status: 422, message: {
    en: 'the file cannot be found. Please select another document to upload.',
    zh: '找不到该文件，请选择其他文件上传。',
    tw: '找不到該檔案，請選擇其他文件上傳。' } },
  /** One upload carries both files and links. */
  DOC_FILES_AND_URL: { code: '30000110', status: 400, message: {
    en: 'Please upload either files or a link, not both.',
    zh: '请上传文件或链接，不能同时上传两者。',
    tw: '請上傳檔案或連結，不能同時上傳兩者。' } },
  /** Image-only types (passport, driving licence) cannot be added by link (spec §4). */
  DOC_URL_NOT_FOR_TYPE: { code: '30000111', status: 422, message: {
    en: 'This document type cannot be added by link. Please upload a .jpg or .png file.',
    zh: '此文件类型不能通过链接添加，请上传 .jpg 或 .png 文件。',
    tw: '此文件類型不能透過連結新增，請上傳 .jpg 或 .png 檔案。' } },
  /** The document is shared or distributed (locked) and cannot be deleted (paid-admin §8). */
  DOCUMENT_LOCKED: { code: '30000112', status: 409, message: {
    en: 'This document has been shared for {target} and therefore cannot be removed.',
    zh: '此文件已共享给 {target}，因此无法删除。',
    tw: '此文件已共用給 {target}，因此無法刪除。' } },
  /** Word and Excel files have no page preview: download them instead. */
  DOC_NO_PREVIEW: { code: '30000113', status: 422, message: {
    en: 'This file cannot be previewed. Please download it instead.',
    zh: '此文件无法预览，请下载查看。',
    tw: '此檔案無法預覽，請下載查看。' } },
  /** The multipart body ended early or was malformed: nothing was stored. */
  UPLOAD_INTERRUPTED: { code: '30000114', status: 400, message: {
    en: 'The upload was interrupted. Nothing was saved. Please try again.',
    zh: '上传已中断，未保存任何内容，请重试。',
    tw: '上傳已中斷，未儲存任何內容，請重試。' } },
  /** A share names the sharer's own address (or the acting company's). */
  SHARE_WITH_SELF: { code: '30000300', status: 422, message: {
    en: 'You cannot share documents with yourself. Please enter the e-mail address of the company or person who needs them.',
    zh: '您不能与自己共享文件。请输入需要这些文件的公司或个人的电子邮件地址。',
    tw: '您不能與自己共用文件。請輸入需要這些文件的公司或個人的電子郵件地址。' } },
  /** Too many invitations to unknown addresses in a short time. */
  SHARE_INVITES_LIMIT: { code: '30000301', status: 429, message: {
    en: 'You have invited many new addresses recently. Please wait an hour before sharing with another new address.',
    zh: '您最近邀请了过多的新地址。请等待一小时后再与新的地址共享。',
    tw: '您最近邀請了過多的新地址。請等待一小時後再與新的地址共用。' } },
  /** The access request was already answered (agreed or declined) or withdrawn. */
  REQUEST_ANSWERED: { code: '30000302', status: 409, message: {
    en: 'This request has already been answered.',
    zh: '此请求已被答复。',
    tw: '此請求已被答覆。' } },
  /** Agreeing to a request with no document chosen for any requested type. */
  REQUEST_NOTHING_SELECTED: { code: '30000303', status: 422, message: {
    en: 'Please select the documents',
    zh: '请选择文件',
    tw: '請選擇文件' } },
  /** A chosen document is not of a type the request asks for. */
  REQUEST_TYPE_MISMATCH: { code: '30000304', status: 422, message: {
    en: 'This document is not of a type the request asks for.',
    zh: '此文件不属于请求的文件类型。',
    tw: '此文件不屬於請求的文件類型。' } },
  /** A company may request documents only from customers connected to it. */
  NOT_CONNECTED: { code: '30000305', status: 404, message: {
    en: 'This customer is not connected to your company.',
    zh: '此客户未与贵公司建立关联。',
    tw: '此客戶未與貴公司建立關聯。' } },
  /** The original file of a shared version may only be viewed, not downloaded, by this recipient. */
  DOWNLOAD_NOT_ALLOWED: { code: '30000306', status: 404, message: {
    en: 'This document was shared with you to view only. It cannot be downloaded.',
    zh: '此文件仅供您查看，无法下载。',
    tw: '此文件僅供您檢視，無法下載。' } },
  /** Fund distribution: only a document's current version can be sent to more child funds (docs/funds.md). */
  FUND_VERSION_NOT_CURRENT: { code: '30000400', status: 409, message: {
    en: 'Only the current version of a document can be distributed. Please open the newest version and try again.',
    zh: '只能分发文件的当前版本，请打开最新版本后重试。',
    tw: '只能分發文件的目前版本，請開啟最新版本後重試。' } },
  /** Broker-dealers: a lending agent cannot be its own broker-dealer, nor add a company that is not a corporate or lending agent. */
  BROKER_DEALER_NOT_ELIGIBLE: { code: '30000500', status: 422, message: {
    en: 'This company cannot be added as a broker-dealer.',
    zh: '无法将此公司添加为经纪交易商。',
    tw: '無法將此公司新增為經紀交易商。' } },
  /** Broker-dealer permissions: a row names a document type that does not exist or that customers cannot hold. */
  BROKER_DEALER_UNKNOWN_TYPE: { code: '30000501', status: 422, message: {
    en: 'One of the document types is not recognised. Please reload the permissions and try again.',
    zh: '其中一个文件类型无法识别，请重新加载权限后重试。',
    tw: '其中一個文件類型無法識別，請重新載入權限後重試。' } },
  /** Broker-dealer permissions: the broker-dealer is not Connected (nobody can sign in for its company), so its switches are read-only. */
  BROKER_DEALER_NOT_EDITABLE: { code: '30000502', status: 422, message: {
    en: 'The permissions of this broker-dealer cannot be changed while it is not connected.',
    zh: '该经纪交易商未连接，无法更改其权限。',
    tw: '該經紀交易商未連接，無法更改其權限。' } },
  /** Recognition: the image is not clear enough or not of the chosen type (spec §8 'Document Not Identified'). */
  DOCUMENT_NOT_IDENTIFIED: { code: '30000200', status: 422, message: {
    en: 'Document type cannot be identified. Please verify and try again.',
    zh: '无法识别证件类型，请核实后重试。',
    tw: '無法識別證件類型，請核實後重試。' } },
  /** Recognition: too many documents are being read; nothing was queued (Retry-After is set). */
  /** Liveness check: the selfie is not a picture the server can read. */
  LIVENESS_NOT_AN_IMAGE: { code: '30000600', status: 400, message: {
    en: 'The selfie could not be read. Please take it again or choose a JPEG or PNG picture.',
    zh: '无法读取自拍照。请重新拍摄或选择 JPEG 或 PNG 图片。',
    tw: '無法讀取自拍照。請重新拍攝或選擇 JPEG 或 PNG 圖片。' } },
  /** Liveness check: no face was found in the selfie. */
  LIVENESS_NO_FACE: { code: '30000601', status: 422, message: {
    en: 'No face was found in the selfie. Please face the camera in good light and try again.',
    zh: '自拍照中未找到人脸。请在光线充足处正对镜头后重试。',
    tw: '自拍照中未找到人臉。請在光線充足處正對鏡頭後重試。' } },
  /** Liveness check: more than one face in the selfie. */
  LIVENESS_MANY_FACES: { code: '30000602', status: 422, message: {
    en: 'More than one face was found in the selfie. Please make sure only you are in the picture.',
    zh: '自拍照中有不止一张人脸。请确保画面中只有您本人。',
    tw: '自拍照中有不止一張人臉。請確保畫面中只有您本人。' } },
  /** Liveness check: the person has no confirmed passport or driving licence to compare with. */
  LIVENESS_NO_ID_DOCUMENT: { code: '30000603', status: 422, message: {
    en: 'Please add and confirm your passport or driving licence before the selfie check.',
    zh: '请先添加并确认您的护照或驾驶执照，再进行自拍核验。',
    tw: '請先新增並確認您的護照或駕駛執照，再進行自拍核驗。' } },
  /** Liveness check: no face was found on the confirmed document's page. */
  LIVENESS_PORTRAIT_NO_FACE: { code: '30000604', status: 422, message: {
    en: 'The photo on your confirmed identity document could not be found. Please upload a clearer copy of the document.',
    zh: '无法在您已确认的身份证件上找到照片。请上传更清晰的证件副本。',
    tw: '無法在您已確認的身分證件上找到照片。請上傳更清晰的證件副本。' } },
  /** Liveness check: too many checks waiting. */
  LIVENESS_BUSY: { code: '30000605', status: 503, message: {
    en: 'The selfie check is busy. Please try again in a minute.',
    zh: '自拍核验繁忙，请一分钟后重试。',
    tw: '自拍核驗繁忙，請一分鐘後重試。' } },
  /** Liveness check: the face models failed on this picture. */
  LIVENESS_FAILED: { code: '30000606', status: 422, message: {
    en: 'The selfie check could not be completed. Please try again with another picture.',
    zh: '无法完成自拍核验。请换一张照片重试。',
    tw: '無法完成自拍核驗。請換一張照片重試。' } },
  RECOGNITION_BUSY: { code: '30000201', status: 503, message: {
    en: 'Many documents are being read right now. Please try again in a minute.',
    zh: '当前正在识别的证件较多，请一分钟后重试。',
    tw: '目前正在識別的證件較多，請一分鐘後重試。' } },
  /** Recognition: the scan named by scanId has expired (kept one hour). */
  SCAN_EXPIRED: { code: '30000202', status: 410, message: {
    en: 'This scan has expired. Please upload the document again.',
    zh: '此扫描已过期，请重新上传证件。',
    tw: '此掃描已過期，請重新上傳證件。' } },
  /** Recognition: the document type is not read automatically. */
  RECOGNITION_NOT_AVAILABLE: { code: '30000203', status: 422, message: {
    en: 'This document type is not read automatically.',
    zh: '此证件类型不支持自动识别。',
    tw: '此證件類型不支援自動識別。' } },
  /** Recognition: the file could not be read (not a picture, damaged, or the reader failed or timed out). */
  RECOGNITION_FAILED: { code: '30000204', status: 422, message: {
    en: 'The document could not be read. Please try another picture of it.',
    zh: '无法读取该证件，请换一张证件图片重试。',
    tw: '無法讀取該證件，請換一張證件圖片重試。' } },
  /** Recognition: the confirmed details (ocrJson) are missing or invalid; nothing was saved. */
  OCR_JSON_INVALID: { code: '30000205', status: 400, message: {
    en: 'The confirmed document details are incomplete or invalid. Please review them and try again.',
    zh: '确认的证件信息不完整或无效，请检查后重试。',
    tw: '確認的證件資訊不完整或無效，請檢查後重試。' } },
  /** Recognition: the recognition call takes exactly one file (a picture or a PDF). */
  RECOGNITION_ONE_FILE: { code: '30000206', status: 400, message: {
    en: 'Please choose one picture or PDF of the document.',
    zh: '请选择一张证件图片或一个 PDF 文件。',
    tw: '請選擇一張證件圖片或一個 PDF 檔案。' } },
  /** Recognition: the confirmed details belong to a scan of another document type. */
  OCR_TYPE_MISMATCH: { code: '30000207', status: 422, message: {
    en: 'The confirmed details belong to another document type. Please upload the document again.',
    zh: '确认的信息属于其他证件类型，请重新上传证件。',
    tw: '確認的資訊屬於其他證件類型，請重新上傳證件。' } },
  /** Check documents: the action asks for another document type. */
  ACTION_DOC_TYPE_MISMATCH: { code: '30000210', status: 422, message: {
    en: 'This request asks for a different type of document.',
    zh: '此请求需要的是其他类型的证件。',
    tw: '此請求需要的是其他類型的證件。' } },
  /** Check documents: the document expires before the validity the action requires. */
  ACTION_VALIDITY_TOO_SHORT: { code: '30000211', status: 422, message: {
    en: 'This document expires too soon for this request. Please provide a document with a later Date of Expiry.',
    zh: '此证件的有效期不满足该请求的要求，请提供有效期更长的证件。',
    tw: '此證件的有效期不符合該請求的要求，請提供有效期更長的證件。' } },
  /** Check documents: the action was already completed. */
  ACTION_NOT_PENDING: { code: '30000212', status: 409, message: {
    en: 'This request has already been completed.',
    zh: '此请求已完成。',
    tw: '此請求已完成。' } },
  /** Mark as done on an action that completes by its condition (Complete your identity...). */
  ACTION_COMPLETES_ITSELF: { code: '30000213', status: 422, message: {
    en: 'This action is completed automatically once its requirement is met. Please provide what it asks for.',
    zh: '满足要求后此操作会自动完成，请提供所需内容。',
    tw: '滿足要求後此操作會自動完成，請提供所需內容。' } },
  /** An invitation for this e-mail appears twice in one request (spec 50000009). */
  INVITATION_DUPLICATE_EMAIL: { code: '50000009', status: 409, message: {
    en: 'The same e-mail address appears more than once.',
    zh: '同一电子邮件地址出现了多次。',
    tw: '同一電子郵件地址出現了多次。' } },
  /** A pending invitation already exists for this e-mail (spec 50000010). */
  INVITATION_ALREADY_SENT: { code: '50000010', status: 409, message: {
    en: 'An invitation has already been sent to this e-mail address.',
    zh: '已向此电子邮件地址发送过邀请。',
    tw: '已向此電子郵件地址發送過邀請。' } },
  /** The invitation could not be sent (spec 50000011). */
  INVITATION_SEND_FAILED: { code: '50000011', status: 502, message: {
    en: 'The invitation could not be sent. Please try again.',
    zh: '邀请发送失败，请重试。',
    tw: '邀請發送失敗，請重試。' } },
  /** A paid administrator tried to remove their own membership from the users page. */
  CANNOT_DELETE_SELF: { code: '50000012', status: 422, message: {
    en: 'You cannot delete yourself.',
    zh: '您不能删除自己。',
    tw: '您不能刪除自己。' } },
  /** The caller is not an authorised representative of the company (spec 70000011). */
  NOT_AUTHORISED_REP: { code: '70000011', status: 422, message: {
    en: 'You are not an authorised representative of this company.',
    zh: '您不是该公司的授权代表。',
    tw: '您不是該公司的授權代表。' } },
  /** The caller's authorised representative role was removed (spec 70000013). */
  AUTHORISED_REP_REMOVED: { code: '70000013', status: 401, message: {
    en: 'You have been removed as an authorised representative of this company.',
    zh: '您已被移除该公司授权代表的身份。',
    tw: '您已被移除該公司授權代表的身分。' } },
  /** The corporate customer cancelled this action (spec 70000015). */
  ACTION_CANCELLED: { code: '70000015', status: 409, message: {
    en: 'The corporate customer has cancelled this action.',
    zh: '企业客户已取消此操作。',
    tw: '企業客戶已取消此操作。' } },
  /** Only an administrator of the company may change it. */
  ADMIN_ONLY: { code: '70000020', status: 422, message: {
    en: 'Only an administrator of this company can make this change.',
    zh: '只有该公司的管理员才能进行此更改。',
    tw: '只有該公司的管理員才能進行此變更。' } },
  /** The caller was removed as an administrator of the company its session acted for (spec §6 text). */
  ADMIN_REMOVED: { code: '70000021', status: 401, message: {
    en: 'You are no longer an admin to this corporate company and therefore you will now be logged out.',
    zh: '您已不再是该企业公司的管理员，因此您现在将被注销。',
    tw: '您已不再是該企業公司的管理員，因此您現在將被登出。' } },
  /** A company must keep at least one administrator. */
  LAST_ADMIN: { code: '70000022', status: 422, message: {
    en: 'A company needs at least one administrator. Add another administrator before removing this one.',
    zh: '公司至少需要一名管理员。请先添加另一名管理员，再移除此管理员。',
    tw: '公司至少需要一名管理員。請先新增另一名管理員，再移除此管理員。' } },
  /** The person is already an administrator (or invited as one). */
  ALREADY_ADMIN: { code: '70000023', status: 409, message: {
    en: 'This person is already an administrator of the company or has been invited as one.',
    zh: '此人已是该公司的管理员或已被邀请成为管理员。',
    tw: '此人已是該公司的管理員或已被邀請成為管理員。' } },
  /** Vault set-up: a company with this legal name is already registered in the jurisdiction (validate-corp, reg-corp). */
  CORPORATE_NAME_TAKEN: { code: '70000030', status: 409, message: {
    en: 'A company with this name is already registered in this jurisdiction.',
    zh: '该司法管辖区已有同名公司注册。',
    tw: '該司法管轄區已有同名公司註冊。' } },
  /** Vault set-up: a company with this registration number is already registered in the jurisdiction. */
  CORPORATE_NUMBER_TAKEN: { code: '70000031', status: 409, message: {
    en: 'A company with this registration number is already registered in this jurisdiction.',
    zh: '该司法管辖区已有使用此注册号码的公司。',
    tw: '該司法管轄區已有使用此註冊號碼的公司。' } },
  /** Vault set-up: invitations go only to an online vault (a local vault is kept by the administrator). */
  VAULT_NOT_ONLINE: { code: '70000032', status: 422, message: {
    en: 'Invitations can only be sent for an online vault.',
    zh: '只能为在线保管库发送邀请。',
    tw: '只能為線上保管庫傳送邀請。' } },
  /** Vault set-up: the set-up cannot be finished without at least one selected representative. */
  VAULT_NEEDS_REPRESENTATIVE: { code: '70000033', status: 422, message: {
    en: 'Select at least one representative before finishing the vault set-up.',
    zh: '完成保管库设置前，请至少选择一名代表。',
    tw: '完成保管庫設定前，請至少選擇一名代表。' } },
  /** Vault set-up: a jurisdiction that is not one of the chosen country's. */
  VAULT_JURISDICTION_MISMATCH: { code: '70000034', status: 400, message: {
    en: 'The jurisdiction does not belong to the chosen country.',
    zh: '该司法管辖区不属于所选国家。',
    tw: '該司法管轄區不屬於所選國家。' } },
  /**
   * The e-mail is registered to a corporate or fund (spec 70000115). The message is empty on purpose:
   * the client shows its 'Email is incorrect' dialog instead.
   */
  EMAIL_IS_BUSINESS: { code: '70000115', status: 409, message: { en: '', zh: '', tw: '' } },
} as const satisfies Record<string, { code: string } & ErrorDefinition>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

/** Codes the client handles itself instead of toasting the message. */
export const SILENT_ERROR_CODES: ReadonlySet<string> = new Set([
  ERRORS.PASSWORD_WEAK.code,
  ERRORS.PASSWORD_EXPIRED.code,
  ERRORS.EMAIL_IS_BUSINESS.code,
  ERRORS.UNAUTHENTICATED.code,
  ERRORS.FORBIDDEN.code,
]);

const byCode = new Map<string, { code: string } & ErrorDefinition>(Object.values(ERRORS).map((e) => [e.code, e]));

/** The definition behind an 8-digit code, if it is ours. */
export function findErrorByCode(code: string): ({ code: string } & ErrorDefinition) | undefined {
  return byCode.get(code);
}

/** The message for a code in a language (English when the language has none), with {name} placeholders filled. */
export function errorMessage(key: ErrorKey, language: Language, params?: Record<string, string>): string {
  const message: string = ERRORS[key].message[language] ?? ERRORS[key].message.en;
  return params ? message.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole) : message;
}
