import type { Messages } from './en.ts';

/** Korean: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const ko: Messages = {
  'magicLink.login.subject': '{{project_name}} 로그인 링크',
  'magicLink.login.intro': '아래 링크를 클릭하여 {{project_name}}에 로그인하세요.',
  'magicLink.login.action': '로그인',
  'magicLink.signup.subject': '{{project_name}} 계정 만들기를 완료하세요',
  'magicLink.signup.intro': '아래 링크를 클릭하여 이메일 주소를 확인하고 {{project_name}} 계정 만들기를 완료하세요.',
  'magicLink.signup.action': '확인하고 계속하기',
  'magicLink.openInBrowser': '또는 브라우저에서 다음 주소를 여세요:',
  'magicLink.footer':
    '이 링크는 {{expiration}} 후에 만료되며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  'otp.login.subject': '{{project_name}} 로그인 코드는 {{code}}입니다',
  'otp.login.intro': '{{project_name}}에 로그인하려면 이 코드를 입력하세요:',
  'otp.signup.subject': '{{project_name}} 가입 코드는 {{code}}입니다',
  'otp.signup.intro': '{{project_name}} 계정 만들기를 완료하려면 이 코드를 입력하세요:',
  'otp.footer':
    '이 코드는 {{expiration}} 후에 만료되며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  'otp.sms': '{{project_name}} 인증 코드는 {{code}}입니다. {{expiration}} 후에 만료됩니다.',
  'reset.subject': '{{project_name}} 비밀번호 재설정',
  'reset.intro': '아래 링크를 클릭하여 {{project_name}}의 새 비밀번호를 설정하세요.',
  'reset.footer':
    '이 링크는 {{expiration}} 후에 만료되며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않았습니다.',
  'reset.loginIntro': '또는 비밀번호 없이 로그인하세요:',
  'reset.loginIntroExpiring': '또는 비밀번호 없이 로그인하세요(이 링크는 {{expiration}} 후에 만료됩니다):',
};
