import type { Messages } from './en.ts';

/** Dutch: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const nl: Messages = {
  'magicLink.login.subject': 'Je inloglink voor {{project_name}}',
  'magicLink.login.intro': 'Klik op de link hieronder om in te loggen bij {{project_name}}.',
  'magicLink.login.action': 'Inloggen',
  'magicLink.signup.subject': 'Maak je {{project_name}}-account af',
  'magicLink.signup.intro':
    'Klik op de link hieronder om je e-mailadres te bevestigen en je {{project_name}}-account af te maken.',
  'magicLink.signup.action': 'Bevestigen en doorgaan',
  'magicLink.openInBrowser': 'Of open dit adres in je browser:',
  'magicLink.footer':
    'De link verloopt over {{expiration}} en werkt één keer. Heb je er niet om gevraagd, dan kun je deze e-mail negeren.',
  'otp.login.subject': 'Je inlogcode voor {{project_name}} is {{code}}',
  'otp.login.intro': 'Voer deze code in om in te loggen bij {{project_name}}:',
  'otp.signup.subject': 'Je registratiecode voor {{project_name}} is {{code}}',
  'otp.signup.intro': 'Voer deze code in om je {{project_name}}-account af te maken:',
  'otp.footer':
    'De code verloopt over {{expiration}} en werkt één keer. Heb je er niet om gevraagd, dan kun je deze e-mail negeren.',
  'otp.sms': '{{code}} is je code voor {{project_name}}. Hij verloopt over {{expiration}}.',
  'reset.subject': 'Stel je wachtwoord voor {{project_name}} opnieuw in',
  'reset.intro': 'Klik op de link hieronder om een nieuw wachtwoord in te stellen voor {{project_name}}.',
  'reset.footer':
    'De link verloopt over {{expiration}} en werkt één keer. Heb je er niet om gevraagd, dan kun je deze e-mail negeren: je wachtwoord is niet gewijzigd.',
  'reset.loginIntro': 'Of log in zonder wachtwoord:',
  'reset.loginIntroExpiring': 'Of log in zonder wachtwoord (deze link verloopt over {{expiration}}):',
};
