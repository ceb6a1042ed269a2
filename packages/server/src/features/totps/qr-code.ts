import QRCode from 'qrcode';

/** The otpauth:// URI as a PNG QR code, in a data URL an <img> shows as is (Stytch's `qr_code`). */
export function qrCodeDataUrl(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { type: 'image/png', errorCorrectionLevel: 'M', margin: 2, width: 200 });
}
