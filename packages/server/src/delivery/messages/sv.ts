import type { Messages } from './en.ts';

/** Swedish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const sv: Messages = {
  'magicLink.login.subject': 'Din inloggningslänk till {{project_name}}',
  'magicLink.login.intro': 'Klicka på länken nedan för att logga in på {{project_name}}.',
  'magicLink.login.action': 'Logga in',
  'magicLink.signup.subject': 'Slutför ditt konto hos {{project_name}}',
  'magicLink.signup.intro':
    'Klicka på länken nedan för att bekräfta din e-postadress och slutföra ditt konto hos {{project_name}}.',
  'magicLink.signup.action': 'Bekräfta och fortsätt',
  'magicLink.openInBrowser': 'Eller öppna den här adressen i din webbläsare:',
  'magicLink.footer':
    'Länken går ut om {{expiration}} och fungerar en gång. Om du inte har bett om den kan du ignorera det här mejlet.',
  'otp.login.subject': 'Din inloggningskod till {{project_name}} är {{code}}',
  'otp.login.intro': 'Ange den här koden för att logga in på {{project_name}}:',
  'otp.signup.subject': 'Din registreringskod till {{project_name}} är {{code}}',
  'otp.signup.intro': 'Ange den här koden för att slutföra ditt konto hos {{project_name}}:',
  'otp.footer':
    'Koden går ut om {{expiration}} och fungerar en gång. Om du inte har bett om den kan du ignorera det här mejlet.',
  'otp.sms': '{{code}} är din kod till {{project_name}}. Den går ut om {{expiration}}.',
  'reset.subject': 'Återställ ditt lösenord till {{project_name}}',
  'reset.intro': 'Klicka på länken nedan för att välja ett nytt lösenord till {{project_name}}.',
  'reset.footer':
    'Länken går ut om {{expiration}} och fungerar en gång. Om du inte har bett om den kan du ignorera det här mejlet: ditt lösenord har inte ändrats.',
  'reset.loginIntro': 'Eller logga in utan lösenord:',
  'reset.loginIntroExpiring': 'Eller logga in utan lösenord (den här länken går ut om {{expiration}}):',
};
