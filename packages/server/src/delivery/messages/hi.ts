import type { Messages } from './en.ts';

/** Hindi: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const hi: Messages = {
  'magicLink.login.subject': '{{project_name}} के लिए आपका लॉग इन लिंक',
  'magicLink.login.intro': '{{project_name}} में लॉग इन करने के लिए नीचे दिए गए लिंक पर क्लिक करें।',
  'magicLink.login.action': 'लॉग इन करें',
  'magicLink.signup.subject': 'अपना {{project_name}} खाता बनाना पूरा करें',
  'magicLink.signup.intro':
    'अपने ईमेल पते की पुष्टि करने और अपना {{project_name}} खाता बनाना पूरा करने के लिए नीचे दिए गए लिंक पर क्लिक करें।',
  'magicLink.signup.action': 'पुष्टि करें और जारी रखें',
  'magicLink.openInBrowser': 'या इस पते को अपने ब्राउज़र में खोलें:',
  'magicLink.footer':
    'यह लिंक {{expiration}} में समाप्त हो जाएगा और सिर्फ़ एक बार काम करेगा। अगर आपने इसका अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें।',
  'otp.login.subject': 'आपका {{project_name}} लॉग इन कोड {{code}} है',
  'otp.login.intro': '{{project_name}} में लॉग इन करने के लिए यह कोड डालें:',
  'otp.signup.subject': 'आपका {{project_name}} साइन अप कोड {{code}} है',
  'otp.signup.intro': 'अपना {{project_name}} खाता बनाना पूरा करने के लिए यह कोड डालें:',
  'otp.footer':
    'यह कोड {{expiration}} में समाप्त हो जाएगा और सिर्फ़ एक बार काम करेगा। अगर आपने इसका अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें।',
  'otp.sms': '{{code}} आपका {{project_name}} कोड है। यह {{expiration}} में समाप्त हो जाएगा।',
  'reset.subject': 'अपना {{project_name}} पासवर्ड रीसेट करें',
  'reset.intro': '{{project_name}} के लिए नया पासवर्ड सेट करने के लिए नीचे दिए गए लिंक पर क्लिक करें।',
  'reset.footer':
    'यह लिंक {{expiration}} में समाप्त हो जाएगा और सिर्फ़ एक बार काम करेगा। अगर आपने इसका अनुरोध नहीं किया था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदला है।',
  'reset.loginIntro': 'या बिना पासवर्ड के लॉग इन करें:',
  'reset.loginIntroExpiring': 'या बिना पासवर्ड के लॉग इन करें (यह लिंक {{expiration}} में समाप्त हो जाएगा):',
};
