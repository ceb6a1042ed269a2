import type { Messages } from './en.ts';

/** Japanese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ja: Messages = {
  'magicLink.login.subject': '{{project_name}} のログインリンク',
  'magicLink.login.intro': '下のリンクをクリックして {{project_name}} にログインしてください。',
  'magicLink.login.action': 'ログイン',
  'magicLink.signup.subject': '{{project_name}} のアカウント作成を完了してください',
  'magicLink.signup.intro':
    '下のリンクをクリックしてメールアドレスを確認し、{{project_name}} のアカウント作成を完了してください。',
  'magicLink.signup.action': '確認して続ける',
  'magicLink.openInBrowser': 'または、このアドレスをブラウザで開いてください：',
  'magicLink.footer':
    'このリンクの有効期限は {{expiration}} で、1 回だけ使用できます。心当たりがない場合は、このメールを無視してください。',
  'otp.login.subject': '{{project_name}} のログインコードは {{code}} です',
  'otp.login.intro': '{{project_name}} にログインするには、このコードを入力してください：',
  'otp.signup.subject': '{{project_name}} の登録コードは {{code}} です',
  'otp.signup.intro': '{{project_name}} のアカウント作成を完了するには、このコードを入力してください：',
  'otp.footer':
    'このコードの有効期限は {{expiration}} で、1 回だけ使用できます。心当たりがない場合は、このメールを無視してください。',
  'otp.sms': '{{code}} は {{project_name}} の確認コードです。有効期限は {{expiration}} です。',
  'reset.subject': '{{project_name}} のパスワードをリセット',
  'reset.intro': '下のリンクをクリックして {{project_name}} の新しいパスワードを設定してください。',
  'reset.footer':
    'このリンクの有効期限は {{expiration}} で、1 回だけ使用できます。心当たりがない場合は、このメールを無視してください（パスワードは変更されていません）。',
  'reset.loginIntro': 'または、パスワードなしでログイン：',
  'reset.loginIntroExpiring': 'または、パスワードなしでログイン（このリンクの有効期限は {{expiration}} です）：',
};
