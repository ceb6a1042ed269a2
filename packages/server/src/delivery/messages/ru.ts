import type { Messages } from './en.ts';

/** Russian: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ru: Messages = {
  'magicLink.login.subject': 'Ваша ссылка для входа в {{project_name}}',
  'magicLink.login.intro': 'Нажмите на ссылку ниже, чтобы войти в {{project_name}}.',
  'magicLink.login.action': 'Войти',
  'magicLink.signup.subject': 'Завершите создание аккаунта {{project_name}}',
  'magicLink.signup.intro':
    'Нажмите на ссылку ниже, чтобы подтвердить адрес эл. почты и завершить создание аккаунта {{project_name}}.',
  'magicLink.signup.action': 'Подтвердить и продолжить',
  'magicLink.openInBrowser': 'Или откройте этот адрес в браузере:',
  'magicLink.footer':
    'Срок действия ссылки — {{expiration}}, она работает один раз. Если вы её не запрашивали, просто проигнорируйте это письмо.',
  'otp.login.subject': 'Ваш код для входа в {{project_name}}: {{code}}',
  'otp.login.intro': 'Введите этот код, чтобы войти в {{project_name}}:',
  'otp.signup.subject': 'Ваш код регистрации в {{project_name}}: {{code}}',
  'otp.signup.intro': 'Введите этот код, чтобы завершить создание аккаунта {{project_name}}:',
  'otp.footer':
    'Срок действия кода — {{expiration}}, он работает один раз. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  'otp.sms': '{{code}} — ваш код {{project_name}}. Срок действия — {{expiration}}.',
  'reset.subject': 'Сброс пароля {{project_name}}',
  'reset.intro': 'Нажмите на ссылку ниже, чтобы задать новый пароль для {{project_name}}.',
  'reset.footer':
    'Срок действия ссылки — {{expiration}}, она работает один раз. Если вы её не запрашивали, просто проигнорируйте это письмо: ваш пароль не изменился.',
  'reset.loginIntro': 'Или войдите без пароля:',
  'reset.loginIntroExpiring': 'Или войдите без пароля (срок действия этой ссылки — {{expiration}}):',
};
