import type { Messages } from './en.ts';

/** French: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const fr: Messages = {
  'magicLink.login.subject': 'Votre lien de connexion à {{project_name}}',
  'magicLink.login.intro': 'Cliquez sur le lien ci-dessous pour vous connecter à {{project_name}}.',
  'magicLink.login.action': 'Se connecter',
  'magicLink.signup.subject': 'Terminez la création de votre compte {{project_name}}',
  'magicLink.signup.intro':
    'Cliquez sur le lien ci-dessous pour confirmer votre adresse e-mail et terminer la création de votre compte {{project_name}}.',
  'magicLink.signup.action': 'Confirmer et continuer',
  'magicLink.openInBrowser': 'Ou ouvrez cette adresse dans votre navigateur :',
  'magicLink.footer':
    'Le lien expire dans {{expiration}} et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'otp.login.subject': 'Votre code de connexion à {{project_name}} est {{code}}',
  'otp.login.intro': 'Saisissez ce code pour vous connecter à {{project_name}} :',
  'otp.signup.subject': 'Votre code d’inscription à {{project_name}} est {{code}}',
  'otp.signup.intro': 'Saisissez ce code pour terminer la création de votre compte {{project_name}} :',
  'otp.footer':
    'Le code expire dans {{expiration}} et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail.',
  'otp.sms': '{{code}} est votre code {{project_name}}. Il expire dans {{expiration}}.',
  'reset.subject': 'Réinitialisez votre mot de passe {{project_name}}',
  'reset.intro': 'Cliquez sur le lien ci-dessous pour définir un nouveau mot de passe pour {{project_name}}.',
  'reset.footer':
    'Le lien expire dans {{expiration}} et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, vous pouvez ignorer cet e-mail : votre mot de passe n’a pas changé.',
  'reset.loginIntro': 'Ou connectez-vous sans mot de passe :',
  'reset.loginIntroExpiring': 'Ou connectez-vous sans mot de passe (ce lien expire dans {{expiration}}) :',
};
