import type { Messages } from './en.ts';

/** Traditional Chinese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const zhTW: Messages = {
  'magicLink.login.subject': '你的 {{project_name}} 登入連結',
  'magicLink.login.intro': '按一下下方連結登入 {{project_name}}。',
  'magicLink.login.action': '登入',
  'magicLink.signup.subject': '完成建立你的 {{project_name}} 帳戶',
  'magicLink.signup.intro': '按一下下方連結確認你的電子郵件地址，並完成建立你的 {{project_name}} 帳戶。',
  'magicLink.signup.action': '確認並繼續',
  'magicLink.openInBrowser': '或在瀏覽器中開啟這個網址：',
  'magicLink.footer': '此連結將在 {{expiration}}後失效，且只能使用一次。如果你沒有提出這項要求，可以忽略這封電子郵件。',
  'otp.login.subject': '你的 {{project_name}} 登入驗證碼是 {{code}}',
  'otp.login.intro': '輸入這組驗證碼以登入 {{project_name}}：',
  'otp.signup.subject': '你的 {{project_name}} 註冊驗證碼是 {{code}}',
  'otp.signup.intro': '輸入這組驗證碼以完成建立你的 {{project_name}} 帳戶：',
  'otp.footer': '此驗證碼將在 {{expiration}}後失效，且只能使用一次。如果你沒有提出這項要求，可以忽略這封電子郵件。',
  'otp.sms': '{{code}} 是你的 {{project_name}} 驗證碼，將在 {{expiration}}後失效。',
  'reset.subject': '重設你的 {{project_name}} 密碼',
  'reset.intro': '按一下下方連結為 {{project_name}} 設定新密碼。',
  'reset.footer':
    '此連結將在 {{expiration}}後失效，且只能使用一次。如果你沒有提出這項要求，可以忽略這封電子郵件：你的密碼並未變更。',
  'reset.loginIntro': '或不使用密碼登入：',
  'reset.loginIntroExpiring': '或不使用密碼登入（此連結將在 {{expiration}}後失效）：',
};
