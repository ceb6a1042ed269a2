import type { Messages } from './en.ts';

/** Brazilian Portuguese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ptBR: Messages = {
  'magicLink.login.subject': 'Seu link de login para {{project_name}}',
  'magicLink.login.intro': 'Clique no link abaixo para entrar em {{project_name}}.',
  'magicLink.login.action': 'Entrar',
  'magicLink.signup.subject': 'Conclua a criação da sua conta em {{project_name}}',
  'magicLink.signup.intro':
    'Clique no link abaixo para confirmar seu endereço de e-mail e concluir a criação da sua conta em {{project_name}}.',
  'magicLink.signup.action': 'Confirmar e continuar',
  'magicLink.openInBrowser': 'Ou abra este endereço no seu navegador:',
  'magicLink.footer':
    'O link expira em {{expiration}} e só funciona uma vez. Se você não o solicitou, pode ignorar este e-mail.',
  'otp.login.subject': 'Seu código de login de {{project_name}} é {{code}}',
  'otp.login.intro': 'Digite este código para entrar em {{project_name}}:',
  'otp.signup.subject': 'Seu código de cadastro de {{project_name}} é {{code}}',
  'otp.signup.intro': 'Digite este código para concluir a criação da sua conta em {{project_name}}:',
  'otp.footer':
    'O código expira em {{expiration}} e só funciona uma vez. Se você não o solicitou, pode ignorar este e-mail.',
  'otp.sms': '{{code}} é seu código de {{project_name}}. Ele expira em {{expiration}}.',
  'reset.subject': 'Redefina sua senha de {{project_name}}',
  'reset.intro': 'Clique no link abaixo para definir uma nova senha para {{project_name}}.',
  'reset.footer':
    'O link expira em {{expiration}} e só funciona uma vez. Se você não o solicitou, pode ignorar este e-mail: sua senha não foi alterada.',
  'reset.loginIntro': 'Ou entre sem senha:',
  'reset.loginIntroExpiring': 'Ou entre sem senha (este link expira em {{expiration}}):',
};
