import type { Messages } from './en.ts';

/** Finnish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const fi: Messages = {
  'magicLink.login.subject': 'Kirjautumislinkkisi palveluun {{project_name}}',
  'magicLink.login.intro': 'Kirjaudu palveluun {{project_name}} alla olevasta linkistä.',
  'magicLink.login.action': 'Kirjaudu sisään',
  'magicLink.signup.subject': 'Viimeistele {{project_name}}-tilisi',
  'magicLink.signup.intro':
    'Vahvista sähköpostiosoitteesi ja viimeistele {{project_name}}-tilisi alla olevasta linkistä.',
  'magicLink.signup.action': 'Vahvista ja jatka',
  'magicLink.openInBrowser': 'Tai avaa tämä osoite selaimessasi:',
  'magicLink.footer':
    'Linkki vanhenee {{expiration}} kuluttua ja toimii kerran. Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta.',
  'otp.login.subject': '{{project_name}}-kirjautumiskoodisi on {{code}}',
  'otp.login.intro': 'Kirjaudu palveluun {{project_name}} antamalla tämä koodi:',
  'otp.signup.subject': '{{project_name}}-rekisteröitymiskoodisi on {{code}}',
  'otp.signup.intro': 'Viimeistele {{project_name}}-tilisi antamalla tämä koodi:',
  'otp.footer':
    'Koodi vanhenee {{expiration}} kuluttua ja toimii kerran. Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta.',
  'otp.sms': '{{code}} on {{project_name}}-koodisi. Se vanhenee {{expiration}} kuluttua.',
  'reset.subject': 'Vaihda {{project_name}}-salasanasi',
  'reset.intro': 'Aseta uusi salasana palveluun {{project_name}} alla olevasta linkistä.',
  'reset.footer':
    'Linkki vanhenee {{expiration}} kuluttua ja toimii kerran. Jos et pyytänyt sitä, voit jättää tämän viestin huomiotta: salasanaasi ei ole vaihdettu.',
  'reset.loginIntro': 'Tai kirjaudu ilman salasanaa:',
  'reset.loginIntroExpiring': 'Tai kirjaudu ilman salasanaa (tämä linkki vanhenee {{expiration}} kuluttua):',
};
