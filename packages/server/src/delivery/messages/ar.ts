import type { Messages } from './en.ts';

/** Arabic: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ar: Messages = {
  'magicLink.login.subject': 'رابط تسجيل الدخول إلى {{project_name}}',
  'magicLink.login.intro': 'انقر على الرابط أدناه لتسجيل الدخول إلى {{project_name}}.',
  'magicLink.login.action': 'تسجيل الدخول',
  'magicLink.signup.subject': 'أكمل إنشاء حسابك في {{project_name}}',
  'magicLink.signup.intro':
    'انقر على الرابط أدناه لتأكيد عنوان بريدك الإلكتروني وإكمال إنشاء حسابك في {{project_name}}.',
  'magicLink.signup.action': 'التأكيد والمتابعة',
  'magicLink.openInBrowser': 'أو افتح هذا العنوان في متصفحك:',
  'magicLink.footer':
    'تنتهي صلاحية الرابط خلال {{expiration}} ويعمل مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
  'otp.login.subject': 'رمز تسجيل الدخول إلى {{project_name}} هو {{code}}',
  'otp.login.intro': 'أدخل هذا الرمز لتسجيل الدخول إلى {{project_name}}:',
  'otp.signup.subject': 'رمز إنشاء حسابك في {{project_name}} هو {{code}}',
  'otp.signup.intro': 'أدخل هذا الرمز لإكمال إنشاء حسابك في {{project_name}}:',
  'otp.footer': 'تنتهي صلاحية الرمز خلال {{expiration}} ويعمل مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.',
  'otp.sms': '{{code}} هو رمزك في {{project_name}}. تنتهي صلاحيته خلال {{expiration}}.',
  'reset.subject': 'أعد تعيين كلمة مرورك في {{project_name}}',
  'reset.intro': 'انقر على الرابط أدناه لتعيين كلمة مرور جديدة في {{project_name}}.',
  'reset.footer':
    'تنتهي صلاحية الرابط خلال {{expiration}} ويعمل مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة: لم تتغير كلمة مرورك.',
  'reset.loginIntro': 'أو سجّل الدخول دون كلمة مرور:',
  'reset.loginIntroExpiring': 'أو سجّل الدخول دون كلمة مرور (تنتهي صلاحية هذا الرابط خلال {{expiration}}):',
};
