import type { Messages } from './en.ts';

/** Turkish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const tr: Messages = {
  'magicLink.login.subject': '{{project_name}} giriş bağlantın',
  'magicLink.login.intro': '{{project_name}} hesabına giriş yapmak için aşağıdaki bağlantıya tıkla.',
  'magicLink.login.action': 'Giriş yap',
  'magicLink.signup.subject': '{{project_name}} hesabını oluşturmayı tamamla',
  'magicLink.signup.intro':
    'E-posta adresini onaylamak ve {{project_name}} hesabını oluşturmayı tamamlamak için aşağıdaki bağlantıya tıkla.',
  'magicLink.signup.action': 'Onayla ve devam et',
  'magicLink.openInBrowser': 'Veya bu adresi tarayıcında aç:',
  'magicLink.footer':
    'Bağlantının süresi {{expiration}} içinde dolar ve yalnızca bir kez çalışır. Bunu sen istemediysen bu e-postayı yok sayabilirsin.',
  'otp.login.subject': '{{project_name}} giriş kodun: {{code}}',
  'otp.login.intro': '{{project_name}} hesabına giriş yapmak için bu kodu gir:',
  'otp.signup.subject': '{{project_name}} kayıt kodun: {{code}}',
  'otp.signup.intro': '{{project_name}} hesabını oluşturmayı tamamlamak için bu kodu gir:',
  'otp.footer':
    'Kodun süresi {{expiration}} içinde dolar ve yalnızca bir kez çalışır. Bunu sen istemediysen bu e-postayı yok sayabilirsin.',
  'otp.sms': '{{project_name}} kodun: {{code}}. Süresi {{expiration}} içinde dolar.',
  'reset.subject': '{{project_name}} şifreni sıfırla',
  'reset.intro': '{{project_name}} için yeni bir şifre belirlemek üzere aşağıdaki bağlantıya tıkla.',
  'reset.footer':
    'Bağlantının süresi {{expiration}} içinde dolar ve yalnızca bir kez çalışır. Bunu sen istemediysen bu e-postayı yok sayabilirsin: Şifren değişmedi.',
  'reset.loginIntro': 'Veya şifresiz giriş yap:',
  'reset.loginIntroExpiring': 'Veya şifresiz giriş yap (bu bağlantının süresi {{expiration}} içinde dolar):',
};
