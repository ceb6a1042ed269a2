import type { Messages } from './en.ts';

/** Polish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const pl: Messages = {
  'magicLink.login.subject': 'Twój link do logowania w {{project_name}}',
  'magicLink.login.intro': 'Kliknij poniższy link, aby zalogować się w {{project_name}}.',
  'magicLink.login.action': 'Zaloguj się',
  'magicLink.signup.subject': 'Dokończ zakładanie konta w {{project_name}}',
  'magicLink.signup.intro':
    'Kliknij poniższy link, aby potwierdzić adres e-mail i dokończyć zakładanie konta w {{project_name}}.',
  'magicLink.signup.action': 'Potwierdź i kontynuuj',
  'magicLink.openInBrowser': 'Lub otwórz ten adres w przeglądarce:',
  'magicLink.footer':
    'Link wygasa za {{expiration}} i działa tylko raz. Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość.',
  'otp.login.subject': 'Twój kod logowania do {{project_name}} to {{code}}',
  'otp.login.intro': 'Wpisz ten kod, aby zalogować się w {{project_name}}:',
  'otp.signup.subject': 'Twój kod rejestracji w {{project_name}} to {{code}}',
  'otp.signup.intro': 'Wpisz ten kod, aby dokończyć zakładanie konta w {{project_name}}:',
  'otp.footer':
    'Kod wygasa za {{expiration}} i działa tylko raz. Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość.',
  'otp.sms': '{{code}} to Twój kod do {{project_name}}. Wygasa za {{expiration}}.',
  'reset.subject': 'Zresetuj hasło do {{project_name}}',
  'reset.intro': 'Kliknij poniższy link, aby ustawić nowe hasło do {{project_name}}.',
  'reset.footer':
    'Link wygasa za {{expiration}} i działa tylko raz. Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość: Twoje hasło nie zostało zmienione.',
  'reset.loginIntro': 'Lub zaloguj się bez hasła:',
  'reset.loginIntroExpiring': 'Lub zaloguj się bez hasła (ten link wygasa za {{expiration}}):',
};
