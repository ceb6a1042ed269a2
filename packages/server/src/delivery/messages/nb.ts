import type { Messages } from './en.ts';

/** Norwegian Bokmål: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const nb: Messages = {
  'magicLink.login.subject': 'Innloggingslenken din til {{project_name}}',
  'magicLink.login.intro': 'Klikk på lenken nedenfor for å logge inn på {{project_name}}.',
  'magicLink.login.action': 'Logg inn',
  'magicLink.signup.subject': 'Fullfør kontoen din hos {{project_name}}',
  'magicLink.signup.intro':
    'Klikk på lenken nedenfor for å bekrefte e-postadressen din og fullføre kontoen din hos {{project_name}}.',
  'magicLink.signup.action': 'Bekreft og fortsett',
  'magicLink.openInBrowser': 'Eller åpne denne adressen i nettleseren din:',
  'magicLink.footer':
    'Lenken utløper om {{expiration}} og virker én gang. Hvis du ikke ba om den, kan du se bort fra denne e-posten.',
  'otp.login.subject': 'Innloggingskoden din til {{project_name}} er {{code}}',
  'otp.login.intro': 'Skriv inn denne koden for å logge inn på {{project_name}}:',
  'otp.signup.subject': 'Registreringskoden din til {{project_name}} er {{code}}',
  'otp.signup.intro': 'Skriv inn denne koden for å fullføre kontoen din hos {{project_name}}:',
  'otp.footer':
    'Koden utløper om {{expiration}} og virker én gang. Hvis du ikke ba om den, kan du se bort fra denne e-posten.',
  'otp.sms': '{{code}} er koden din til {{project_name}}. Den utløper om {{expiration}}.',
  'reset.subject': 'Tilbakestill passordet ditt til {{project_name}}',
  'reset.intro': 'Klikk på lenken nedenfor for å velge et nytt passord til {{project_name}}.',
  'reset.footer':
    'Lenken utløper om {{expiration}} og virker én gang. Hvis du ikke ba om den, kan du se bort fra denne e-posten: Passordet ditt er ikke endret.',
  'reset.loginIntro': 'Eller logg inn uten passord:',
  'reset.loginIntroExpiring': 'Eller logg inn uten passord (denne lenken utløper om {{expiration}}):',
};
