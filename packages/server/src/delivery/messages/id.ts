import type { Messages } from './en.ts';

/** Indonesian: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const id: Messages = {
  'magicLink.login.subject': 'Tautan masuk Anda untuk {{project_name}}',
  'magicLink.login.intro': 'Klik tautan di bawah untuk masuk ke {{project_name}}.',
  'magicLink.login.action': 'Masuk',
  'magicLink.signup.subject': 'Selesaikan pembuatan akun {{project_name}} Anda',
  'magicLink.signup.intro':
    'Klik tautan di bawah untuk mengonfirmasi alamat email Anda dan menyelesaikan pembuatan akun {{project_name}} Anda.',
  'magicLink.signup.action': 'Konfirmasi dan lanjutkan',
  'magicLink.openInBrowser': 'Atau buka alamat ini di browser Anda:',
  'magicLink.footer':
    'Tautan ini kedaluwarsa dalam {{expiration}} dan hanya berlaku sekali. Jika Anda tidak memintanya, abaikan email ini.',
  'otp.login.subject': 'Kode masuk {{project_name}} Anda adalah {{code}}',
  'otp.login.intro': 'Masukkan kode ini untuk masuk ke {{project_name}}:',
  'otp.signup.subject': 'Kode pendaftaran {{project_name}} Anda adalah {{code}}',
  'otp.signup.intro': 'Masukkan kode ini untuk menyelesaikan pembuatan akun {{project_name}} Anda:',
  'otp.footer':
    'Kode ini kedaluwarsa dalam {{expiration}} dan hanya berlaku sekali. Jika Anda tidak memintanya, abaikan email ini.',
  'otp.sms': '{{code}} adalah kode {{project_name}} Anda. Kode ini kedaluwarsa dalam {{expiration}}.',
  'reset.subject': 'Reset kata sandi {{project_name}} Anda',
  'reset.intro': 'Klik tautan di bawah untuk menetapkan kata sandi baru untuk {{project_name}}.',
  'reset.footer':
    'Tautan ini kedaluwarsa dalam {{expiration}} dan hanya berlaku sekali. Jika Anda tidak memintanya, abaikan email ini: kata sandi Anda tidak berubah.',
  'reset.loginIntro': 'Atau masuk tanpa kata sandi:',
  'reset.loginIntroExpiring': 'Atau masuk tanpa kata sandi (tautan ini kedaluwarsa dalam {{expiration}}):',
};
