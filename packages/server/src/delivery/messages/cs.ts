import type { Messages } from './en.ts';

/** Czech: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const cs: Messages = {
  'magicLink.login.subject': 'Váš přihlašovací odkaz do {{project_name}}',
  'magicLink.login.intro': 'Kliknutím na odkaz níže se přihlásíte do {{project_name}}.',
  'magicLink.login.action': 'Přihlásit se',
  'magicLink.signup.subject': 'Dokončete vytvoření účtu {{project_name}}',
  'magicLink.signup.intro':
    'Kliknutím na odkaz níže potvrdíte svou e-mailovou adresu a dokončíte vytvoření účtu {{project_name}}.',
  'magicLink.signup.action': 'Potvrdit a pokračovat',
  'magicLink.openInBrowser': 'Nebo otevřete tuto adresu v prohlížeči:',
  'magicLink.footer':
    'Platnost odkazu vyprší za {{expiration}} a funguje jen jednou. Pokud jste o něj nežádali, můžete tento e-mail ignorovat.',
  'otp.login.subject': 'Váš přihlašovací kód do {{project_name}} je {{code}}',
  'otp.login.intro': 'Zadáním tohoto kódu se přihlásíte do {{project_name}}:',
  'otp.signup.subject': 'Váš registrační kód do {{project_name}} je {{code}}',
  'otp.signup.intro': 'Zadáním tohoto kódu dokončíte vytvoření účtu {{project_name}}:',
  'otp.footer':
    'Platnost kódu vyprší za {{expiration}} a funguje jen jednou. Pokud jste o něj nežádali, můžete tento e-mail ignorovat.',
  'otp.sms': '{{code}} je váš kód pro {{project_name}}. Platnost vyprší za {{expiration}}.',
  'reset.subject': 'Obnovení hesla k {{project_name}}',
  'reset.intro': 'Kliknutím na odkaz níže nastavíte nové heslo k {{project_name}}.',
  'reset.footer':
    'Platnost odkazu vyprší za {{expiration}} a funguje jen jednou. Pokud jste o něj nežádali, můžete tento e-mail ignorovat: vaše heslo se nezměnilo.',
  'reset.loginIntro': 'Nebo se přihlaste bez hesla:',
  'reset.loginIntroExpiring': 'Nebo se přihlaste bez hesla (platnost tohoto odkazu vyprší za {{expiration}}):',
};
