import type { Messages } from './en.ts';

/** Ukrainian: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const uk: Messages = {
  'magicLink.login.subject': 'Ваше посилання для входу в {{project_name}}',
  'magicLink.login.intro': 'Натисніть посилання нижче, щоб увійти в {{project_name}}.',
  'magicLink.login.action': 'Увійти',
  'magicLink.signup.subject': 'Завершіть створення облікового запису {{project_name}}',
  'magicLink.signup.intro':
    'Натисніть посилання нижче, щоб підтвердити адресу ел. пошти й завершити створення облікового запису {{project_name}}.',
  'magicLink.signup.action': 'Підтвердити й продовжити',
  'magicLink.openInBrowser': 'Або відкрийте цю адресу в браузері:',
  'magicLink.footer':
    'Термін дії посилання — {{expiration}}, воно працює один раз. Якщо ви його не запитували, просто проігноруйте цей лист.',
  'otp.login.subject': 'Ваш код для входу в {{project_name}}: {{code}}',
  'otp.login.intro': 'Введіть цей код, щоб увійти в {{project_name}}:',
  'otp.signup.subject': 'Ваш код реєстрації в {{project_name}}: {{code}}',
  'otp.signup.intro': 'Введіть цей код, щоб завершити створення облікового запису {{project_name}}:',
  'otp.footer':
    'Термін дії коду — {{expiration}}, він працює один раз. Якщо ви його не запитували, просто проігноруйте цей лист.',
  'otp.sms': '{{code}} — ваш код {{project_name}}. Термін дії — {{expiration}}.',
  'reset.subject': 'Скидання пароля {{project_name}}',
  'reset.intro': 'Натисніть посилання нижче, щоб задати новий пароль для {{project_name}}.',
  'reset.footer':
    'Термін дії посилання — {{expiration}}, воно працює один раз. Якщо ви його не запитували, просто проігноруйте цей лист: ваш пароль не змінився.',
  'reset.loginIntro': 'Або увійдіть без пароля:',
  'reset.loginIntroExpiring': 'Або увійдіть без пароля (термін дії цього посилання — {{expiration}}):',
};
