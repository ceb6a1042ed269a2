import type { Messages } from './en.ts';

/** Spanish: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const es: Messages = {
  'magicLink.login.subject': 'Tu enlace de inicio de sesión para {{project_name}}',
  'magicLink.login.intro': 'Haz clic en el enlace de abajo para iniciar sesión en {{project_name}}.',
  'magicLink.login.action': 'Iniciar sesión',
  'magicLink.signup.subject': 'Termina de crear tu cuenta de {{project_name}}',
  'magicLink.signup.intro':
    'Haz clic en el enlace de abajo para confirmar tu dirección de correo electrónico y terminar de crear tu cuenta de {{project_name}}.',
  'magicLink.signup.action': 'Confirmar y continuar',
  'magicLink.openInBrowser': 'O abre esta dirección en tu navegador:',
  'magicLink.footer':
    'El enlace caduca en {{expiration}} y solo funciona una vez. Si no lo solicitaste, puedes ignorar este correo.',
  'otp.login.subject': 'Tu código de inicio de sesión de {{project_name}} es {{code}}',
  'otp.login.intro': 'Introduce este código para iniciar sesión en {{project_name}}:',
  'otp.signup.subject': 'Tu código de registro de {{project_name}} es {{code}}',
  'otp.signup.intro': 'Introduce este código para terminar de crear tu cuenta de {{project_name}}:',
  'otp.footer':
    'El código caduca en {{expiration}} y solo funciona una vez. Si no lo solicitaste, puedes ignorar este correo.',
  'otp.sms': '{{code}} es tu código de {{project_name}}. Caduca en {{expiration}}.',
  'reset.subject': 'Restablece tu contraseña de {{project_name}}',
  'reset.intro': 'Haz clic en el enlace de abajo para establecer una nueva contraseña para {{project_name}}.',
  'reset.footer':
    'El enlace caduca en {{expiration}} y solo funciona una vez. Si no lo solicitaste, puedes ignorar este correo: tu contraseña no ha cambiado.',
  'reset.loginIntro': 'O inicia sesión sin contraseña:',
  'reset.loginIntroExpiring': 'O inicia sesión sin contraseña (este enlace caduca en {{expiration}}):',
};
