import type { Messages } from './en.ts';

/** European Portuguese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ptPT: Messages = {
  'magicLink.login.subject': 'A sua ligação de início de sessão para {{project_name}}',
  'magicLink.login.intro': 'Clique na ligação abaixo para iniciar sessão em {{project_name}}.',
  'magicLink.login.action': 'Iniciar sessão',
  'magicLink.signup.subject': 'Conclua a criação da sua conta {{project_name}}',
  'magicLink.signup.intro':
    'Clique na ligação abaixo para confirmar o seu endereço de e-mail e concluir a criação da sua conta {{project_name}}.',
  'magicLink.signup.action': 'Confirmar e continuar',
  'magicLink.openInBrowser': 'Ou abra este endereço no seu navegador:',
  'magicLink.footer':
    'A ligação expira dentro de {{expiration}} e só funciona uma vez. Se não a pediu, pode ignorar este e-mail.',
  'otp.login.subject': 'O seu código de início de sessão de {{project_name}} é {{code}}',
  'otp.login.intro': 'Introduza este código para iniciar sessão em {{project_name}}:',
  'otp.signup.subject': 'O seu código de registo de {{project_name}} é {{code}}',
  'otp.signup.intro': 'Introduza este código para concluir a criação da sua conta {{project_name}}:',
  'otp.footer':
    'O código expira dentro de {{expiration}} e só funciona uma vez. Se não o pediu, pode ignorar este e-mail.',
  'otp.sms': '{{code}} é o seu código de {{project_name}}. Expira dentro de {{expiration}}.',
  'reset.subject': 'Reponha a sua palavra-passe de {{project_name}}',
  'reset.intro': 'Clique na ligação abaixo para definir uma nova palavra-passe para {{project_name}}.',
  'reset.footer':
    'A ligação expira dentro de {{expiration}} e só funciona uma vez. Se não a pediu, pode ignorar este e-mail: a sua palavra-passe não foi alterada.',
  'reset.loginIntro': 'Ou inicie sessão sem palavra-passe:',
  'reset.loginIntroExpiring': 'Ou inicie sessão sem palavra-passe (esta ligação expira dentro de {{expiration}}):',
};
