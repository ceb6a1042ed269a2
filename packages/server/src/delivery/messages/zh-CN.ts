import type { Messages } from './en.ts';

/** Simplified Chinese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const zhCN: Messages = {
  'magicLink.login.subject': '你的 {{project_name}} 登录链接',
  'magicLink.login.intro': '点击下方链接登录 {{project_name}}。',
  'magicLink.login.action': '登录',
  'magicLink.signup.subject': '完成创建你的 {{project_name}} 账号',
  'magicLink.signup.intro': '点击下方链接确认你的邮箱地址，并完成创建你的 {{project_name}} 账号。',
  'magicLink.signup.action': '确认并继续',
  'magicLink.openInBrowser': '或在浏览器中打开此地址：',
  'magicLink.footer': '该链接将在 {{expiration}}后过期，且只能使用一次。如果这不是你本人的请求，请忽略此邮件。',
  'otp.login.subject': '你的 {{project_name}} 登录验证码是 {{code}}',
  'otp.login.intro': '输入此验证码以登录 {{project_name}}：',
  'otp.signup.subject': '你的 {{project_name}} 注册验证码是 {{code}}',
  'otp.signup.intro': '输入此验证码以完成创建你的 {{project_name}} 账号：',
  'otp.footer': '该验证码将在 {{expiration}}后过期，且只能使用一次。如果这不是你本人的请求，请忽略此邮件。',
  'otp.sms': '{{code}} 是你的 {{project_name}} 验证码，将在 {{expiration}}后过期。',
  'reset.subject': '重置你的 {{project_name}} 密码',
  'reset.intro': '点击下方链接为 {{project_name}} 设置新密码。',
  'reset.footer':
    '该链接将在 {{expiration}}后过期，且只能使用一次。如果这不是你本人的请求，请忽略此邮件：你的密码未被更改。',
  'reset.loginIntro': '或无需密码登录：',
  'reset.loginIntroExpiring': '或无需密码登录（此链接将在 {{expiration}}后过期）：',
};
