import type { Messages } from './en.ts';

/** Vietnamese: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const vi: Messages = {
  'magicLink.login.subject': 'Liên kết đăng nhập {{project_name}} của bạn',
  'magicLink.login.intro': 'Nhấp vào liên kết bên dưới để đăng nhập vào {{project_name}}.',
  'magicLink.login.action': 'Đăng nhập',
  'magicLink.signup.subject': 'Hoàn tất tạo tài khoản {{project_name}} của bạn',
  'magicLink.signup.intro':
    'Nhấp vào liên kết bên dưới để xác nhận địa chỉ email và hoàn tất tạo tài khoản {{project_name}} của bạn.',
  'magicLink.signup.action': 'Xác nhận và tiếp tục',
  'magicLink.openInBrowser': 'Hoặc mở địa chỉ này trong trình duyệt:',
  'magicLink.footer':
    'Liên kết sẽ hết hạn sau {{expiration}} và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  'otp.login.subject': 'Mã đăng nhập {{project_name}} của bạn là {{code}}',
  'otp.login.intro': 'Nhập mã này để đăng nhập vào {{project_name}}:',
  'otp.signup.subject': 'Mã đăng ký {{project_name}} của bạn là {{code}}',
  'otp.signup.intro': 'Nhập mã này để hoàn tất tạo tài khoản {{project_name}} của bạn:',
  'otp.footer':
    'Mã sẽ hết hạn sau {{expiration}} và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này.',
  'otp.sms': '{{code}} là mã {{project_name}} của bạn. Mã hết hạn sau {{expiration}}.',
  'reset.subject': 'Đặt lại mật khẩu {{project_name}} của bạn',
  'reset.intro': 'Nhấp vào liên kết bên dưới để đặt mật khẩu mới cho {{project_name}}.',
  'reset.footer':
    'Liên kết sẽ hết hạn sau {{expiration}} và chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn chưa thay đổi.',
  'reset.loginIntro': 'Hoặc đăng nhập không cần mật khẩu:',
  'reset.loginIntroExpiring': 'Hoặc đăng nhập không cần mật khẩu (liên kết này hết hạn sau {{expiration}}):',
};
