import type { Messages } from './en.ts';

/** Hebrew: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const he: Messages = {
  'magicLink.login.subject': 'קישור ההתחברות שלך ל־{{project_name}}',
  'magicLink.login.intro': 'לחצו על הקישור שלמטה כדי להתחבר ל־{{project_name}}.',
  'magicLink.login.action': 'התחברות',
  'magicLink.signup.subject': 'סיימו ליצור את החשבון שלכם ב־{{project_name}}',
  'magicLink.signup.intro':
    'לחצו על הקישור שלמטה כדי לאשר את כתובת האימייל ולסיים ליצור את החשבון שלכם ב־{{project_name}}.',
  'magicLink.signup.action': 'אישור והמשך',
  'magicLink.openInBrowser': 'או פתחו את הכתובת הזו בדפדפן:',
  'magicLink.footer':
    'תוקף הקישור יפוג בעוד {{expiration}} והוא פועל פעם אחת בלבד. אם לא ביקשתם אותו, אפשר להתעלם מהאימייל הזה.',
  'otp.login.subject': 'קוד ההתחברות שלך ל־{{project_name}} הוא {{code}}',
  'otp.login.intro': 'הזינו את הקוד הזה כדי להתחבר ל־{{project_name}}:',
  'otp.signup.subject': 'קוד ההרשמה שלך ל־{{project_name}} הוא {{code}}',
  'otp.signup.intro': 'הזינו את הקוד הזה כדי לסיים ליצור את החשבון שלכם ב־{{project_name}}:',
  'otp.footer':
    'תוקף הקוד יפוג בעוד {{expiration}} והוא פועל פעם אחת בלבד. אם לא ביקשתם אותו, אפשר להתעלם מהאימייל הזה.',
  'otp.sms': '{{code}} הוא הקוד שלך ל־{{project_name}}. תוקפו יפוג בעוד {{expiration}}.',
  'reset.subject': 'איפוס הסיסמה שלך ב־{{project_name}}',
  'reset.intro': 'לחצו על הקישור שלמטה כדי להגדיר סיסמה חדשה ל־{{project_name}}.',
  'reset.footer':
    'תוקף הקישור יפוג בעוד {{expiration}} והוא פועל פעם אחת בלבד. אם לא ביקשתם אותו, אפשר להתעלם מהאימייל הזה: הסיסמה שלכם לא השתנתה.',
  'reset.loginIntro': 'או התחברו בלי סיסמה:',
  'reset.loginIntroExpiring': 'או התחברו בלי סיסמה (תוקף הקישור הזה יפוג בעוד {{expiration}}):',
};
