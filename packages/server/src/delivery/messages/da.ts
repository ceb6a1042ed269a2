import type { Messages } from './en.ts';

/** Danish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const da: Messages = {
  'magicLink.login.subject': 'Dit loginlink til {{project_name}}',
  'magicLink.login.intro': 'Klik på linket nedenfor for at logge ind på {{project_name}}.',
  'magicLink.login.action': 'Log ind',
  'magicLink.signup.subject': 'Gør din konto hos {{project_name}} færdig',
  'magicLink.signup.intro':
    'Klik på linket nedenfor for at bekræfte din e-mailadresse og gøre din konto hos {{project_name}} færdig.',
  'magicLink.signup.action': 'Bekræft og fortsæt',
  'magicLink.openInBrowser': 'Eller åbn denne adresse i din browser:',
  'magicLink.footer':
    'Linket udløber om {{expiration}} og virker én gang. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.',
  'otp.login.subject': 'Din loginkode til {{project_name}} er {{code}}',
  'otp.login.intro': 'Indtast denne kode for at logge ind på {{project_name}}:',
  'otp.signup.subject': 'Din tilmeldingskode til {{project_name}} er {{code}}',
  'otp.signup.intro': 'Indtast denne kode for at gøre din konto hos {{project_name}} færdig:',
  'otp.footer':
    'Koden udløber om {{expiration}} og virker én gang. Hvis du ikke har bedt om den, kan du se bort fra denne e-mail.',
  'otp.sms': '{{code}} er din kode til {{project_name}}. Den udløber om {{expiration}}.',
  'reset.subject': 'Nulstil din adgangskode til {{project_name}}',
  'reset.intro': 'Klik på linket nedenfor for at vælge en ny adgangskode til {{project_name}}.',
  'reset.footer':
    'Linket udløber om {{expiration}} og virker én gang. Hvis du ikke har bedt om det, kan du se bort fra denne e-mail: Din adgangskode er ikke ændret.',
  'reset.loginIntro': 'Eller log ind uden adgangskode:',
  'reset.loginIntroExpiring': 'Eller log ind uden adgangskode (dette link udløber om {{expiration}}):',
};
