import type { Messages } from './en.ts';

/** German: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const de: Messages = {
  'magicLink.login.subject': 'Dein Anmeldelink für {{project_name}}',
  'magicLink.login.intro': 'Klicke auf den Link unten, um dich bei {{project_name}} anzumelden.',
  'magicLink.login.action': 'Anmelden',
  'magicLink.signup.subject': 'Schließe die Erstellung deines {{project_name}}-Kontos ab',
  'magicLink.signup.intro':
    'Klicke auf den Link unten, um deine E-Mail-Adresse zu bestätigen und die Erstellung deines {{project_name}}-Kontos abzuschließen.',
  'magicLink.signup.action': 'Bestätigen und fortfahren',
  'magicLink.openInBrowser': 'Oder öffne diese Adresse in deinem Browser:',
  'magicLink.footer':
    'Der Link läuft in {{expiration}} ab und funktioniert nur einmal. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  'otp.login.subject': 'Dein Anmeldecode für {{project_name}} lautet {{code}}',
  'otp.login.intro': 'Gib diesen Code ein, um dich bei {{project_name}} anzumelden:',
  'otp.signup.subject': 'Dein Registrierungscode für {{project_name}} lautet {{code}}',
  'otp.signup.intro': 'Gib diesen Code ein, um die Erstellung deines {{project_name}}-Kontos abzuschließen:',
  'otp.footer':
    'Der Code läuft in {{expiration}} ab und funktioniert nur einmal. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren.',
  'otp.sms': '{{code}} ist dein Code für {{project_name}}. Er läuft in {{expiration}} ab.',
  'reset.subject': 'Setze dein Passwort für {{project_name}} zurück',
  'reset.intro': 'Klicke auf den Link unten, um ein neues Passwort für {{project_name}} festzulegen.',
  'reset.footer':
    'Der Link läuft in {{expiration}} ab und funktioniert nur einmal. Wenn du ihn nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort wurde nicht geändert.',
  'reset.loginIntro': 'Oder melde dich ohne Passwort an:',
  'reset.loginIntroExpiring': 'Oder melde dich ohne Passwort an (dieser Link läuft in {{expiration}} ab):',
};
