import type { Messages } from './en.ts';

/** Thai: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const th: Messages = {
  'magicLink.login.subject': 'ลิงก์เข้าสู่ระบบ {{project_name}} ของคุณ',
  'magicLink.login.intro': 'คลิกลิงก์ด้านล่างเพื่อเข้าสู่ระบบ {{project_name}}',
  'magicLink.login.action': 'เข้าสู่ระบบ',
  'magicLink.signup.subject': 'สร้างบัญชี {{project_name}} ของคุณให้เสร็จสมบูรณ์',
  'magicLink.signup.intro': 'คลิกลิงก์ด้านล่างเพื่อยืนยันที่อยู่อีเมลและสร้างบัญชี {{project_name}} ของคุณให้เสร็จสมบูรณ์',
  'magicLink.signup.action': 'ยืนยันและดำเนินการต่อ',
  'magicLink.openInBrowser': 'หรือเปิดที่อยู่นี้ในเบราว์เซอร์ของคุณ:',
  'magicLink.footer': 'ลิงก์จะหมดอายุใน {{expiration}} และใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอลิงก์นี้ ไม่ต้องสนใจอีเมลฉบับนี้',
  'otp.login.subject': 'รหัสเข้าสู่ระบบ {{project_name}} ของคุณคือ {{code}}',
  'otp.login.intro': 'ป้อนรหัสนี้เพื่อเข้าสู่ระบบ {{project_name}}:',
  'otp.signup.subject': 'รหัสลงทะเบียน {{project_name}} ของคุณคือ {{code}}',
  'otp.signup.intro': 'ป้อนรหัสนี้เพื่อสร้างบัญชี {{project_name}} ของคุณให้เสร็จสมบูรณ์:',
  'otp.footer': 'รหัสจะหมดอายุใน {{expiration}} และใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอรหัสนี้ ไม่ต้องสนใจอีเมลฉบับนี้',
  'otp.sms': '{{code}} คือรหัส {{project_name}} ของคุณ รหัสจะหมดอายุใน {{expiration}}',
  'reset.subject': 'รีเซ็ตรหัสผ่าน {{project_name}} ของคุณ',
  'reset.intro': 'คลิกลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่สำหรับ {{project_name}}',
  'reset.footer':
    'ลิงก์จะหมดอายุใน {{expiration}} และใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอลิงก์นี้ ไม่ต้องสนใจอีเมลฉบับนี้ รหัสผ่านของคุณยังไม่มีการเปลี่ยนแปลง',
  'reset.loginIntro': 'หรือเข้าสู่ระบบโดยไม่ใช้รหัสผ่าน:',
  'reset.loginIntroExpiring': 'หรือเข้าสู่ระบบโดยไม่ใช้รหัสผ่าน (ลิงก์นี้จะหมดอายุใน {{expiration}}):',
};
