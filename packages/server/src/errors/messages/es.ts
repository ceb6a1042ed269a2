import type { ErrorMessages } from './en.ts';

/** Spanish: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const es: ErrorMessages = {
  bad_request: 'No se entendió la solicitud.',
  invalid_email: 'Dirección de correo electrónico no válida',
  invalid_phone_number: 'Número de teléfono no válido, inténtalo de nuevo.',
  invalid_session_duration: 'session_duration_minutes debe ser un número entero de 5 a 527040 (un año).',
  invalid_expiration:
    'La caducidad está fuera de rango: los enlaces de inicio de sesión y de restablecimiento duran de 5 a 10080 minutos; los códigos, de 1 a 10.',
  redirect_url_not_allowed: 'La URL de redirección no está en la lista de URL de redirección permitidas del proyecto.',
  no_redirect_url_configured:
    'No se indicó ninguna URL de redirección y el proyecto no tiene una URL de redirección predeterminada.',
  template_not_found: 'No hay ninguna plantilla de correo configurada con ese ID.',
  not_found: 'No existe ese punto de conexión.',
  method_not_allowed: 'Ese método HTTP no está permitido aquí.',
  payload_too_large: 'El cuerpo de la solicitud es demasiado grande.',
  unsupported_media_type:
    'Envía el cuerpo de la solicitud como JSON, con el encabezado Content-Type: application/json.',
  invalid_public_token: 'El token público no es válido para ningún proyecto.',
  unauthorized_credentials: 'Las credenciales indicadas no son válidas.',
  origin_not_allowed: 'Este origen no es un origen autorizado del proyecto. Añádelo a authorized_origins.',
  product_not_enabled: 'Este método de inicio de sesión no está habilitado para el proyecto.',
  host_not_allowed:
    'Los puntos de conexión de desarrollo solo responden en la dirección propia del servidor (localhost, 127.0.0.1 o [::1] en su puerto, o FOYER_PUBLIC_URL).',
  session_not_found: 'La sesión es desconocida, ha caducado o se ha revocado.',
  invalid_session_jwt: 'El JWT de sesión tiene un formato incorrecto, ha caducado o no lo firmó este servidor.',
  missing_session: 'Esta llamada necesita una sesión iniciada.',
  user_not_found: 'No hay ningún usuario con ese ID.',
  email_not_found: 'Ninguna dirección de correo electrónico con ese ID pertenece a un usuario de este proyecto.',
  phone_number_not_found: 'Ningún número de teléfono con ese ID pertenece a un usuario de este proyecto.',
  oauth_user_registration_not_found:
    'Ningún vínculo con un proveedor de OAuth con ese ID pertenece a un usuario de este proyecto.',
  crypto_wallet_not_found: 'Ninguna billetera de criptomonedas con ese ID pertenece a un usuario de este proyecto.',
  password_not_found: 'Ninguna contraseña con ese ID pertenece a un usuario de este proyecto.',
  duplicate_phone_number: 'Ya existe un usuario con este número de teléfono.',
  missing_email_or_phone_number: 'Indica un correo electrónico o un phone_number (o ambos) para el nuevo usuario.',
  invalid_metadata:
    'trusted_metadata y untrusted_metadata deben ser cada uno un objeto JSON de 20 claves de primer nivel y 4096 bytes como máximo.',
  invalid_search_cursor:
    'Este cursor no proviene de esta búsqueda. Pasa results_metadata.next_cursor tal como lo recibiste.',
  unverified_account:
    'Primero verifica tu dirección de correo electrónico o tu número de teléfono (inicia sesión con un enlace o un código) y vuelve a intentarlo.',
  magic_link_not_found: 'Este enlace de inicio de sesión no es válido. Solicita uno nuevo.',
  magic_link_expired: 'Este enlace de inicio de sesión ha caducado. Solicita uno nuevo.',
  magic_link_already_used: 'Este enlace de inicio de sesión ya se ha usado. Solicita uno nuevo.',
  otp_code_not_found: 'Código no válido, inténtalo de nuevo.',
  otp_code_expired: 'Este código ha caducado. Solicita uno nuevo.',
  otp_attempts_exceeded: 'Demasiados intentos fallidos con este código. Solicita uno nuevo.',
  weak_password: 'Esta contraseña es demasiado débil. Elige una más segura.',
  breached_password:
    'Es posible que esta contraseña se haya usado en otro sitio que sufrió un problema de seguridad. Elige otra contraseña.',
  reset_password: 'Revisa tu correo para establecer una nueva contraseña.',
  duplicate_email: 'Ya existe una cuenta con este correo electrónico. Inicia sesión con ella.',
  password_reset_token_not_found: 'Este enlace de restablecimiento no es válido. Solicita uno nuevo.',
  password_reset_token_expired: 'Este enlace de restablecimiento ha caducado. Solicita uno nuevo.',
  webauthn_registration_not_found:
    'No se encontró el registro de la llave de acceso. Puede que la hayas eliminado de tu cuenta pero no de tu gestor de contraseñas. Inténtalo de nuevo.',
  duplicate_webauthn_registration:
    'No se puede crear la llave de acceso porque parece que ya está registrada. Es posible que se registrara en otro dispositivo y se sincronizara entre dispositivos.',
  webauthn_challenge_not_found:
    'El desafío de la llave de acceso es desconocido, ya se usó o ha caducado. Inténtalo de nuevo.',
  invalid_webauthn_response: 'No se pudo verificar la respuesta de la llave de acceso.',
  oauth_provider_not_configured: 'Este proveedor de OAuth no está configurado para el proyecto.',
  oauth_token_not_found: 'Este token de inicio de sesión no es válido. Vuelve a iniciar sesión.',
  oauth_token_expired: 'Este token de inicio de sesión ha caducado. Vuelve a iniciar sesión.',
  oauth_token_already_used: 'Este token de inicio de sesión ya se ha usado. Vuelve a iniciar sesión.',
  oauth_state_mismatch: 'No se pudo asociar la solicitud de inicio de sesión. Empieza de nuevo.',
  oauth_provider_error: 'El proveedor no completó el inicio de sesión.',
  oauth_access_denied: 'Se canceló el inicio de sesión o el proveedor lo rechazó.',
  pkce_mismatch: 'Este enlace se pidió en otro navegador. Ábrelo en el navegador donde lo pediste o pide uno nuevo.',
  pkce_expected_code_verifier:
    'Este enlace se pidió en otro navegador. Ábrelo en el navegador donde lo pediste o pide uno nuevo.',
  missing_pkce:
    'Los enlaces y restablecimientos pedidos desde un navegador necesitan un code_challenge de PKCE (base64url del SHA-256 de un code_verifier); el SDK de Foyer lo añade.',
  invalid_id_token: 'No se pudo verificar el token de ID.',
  invalid_crypto_wallet_address: 'La dirección de la billetera no es válida para este tipo de billetera.',
  invalid_crypto_wallet_signature: 'La firma no coincide con la dirección de la billetera.',
  crypto_wallet_challenge_not_found:
    'No hay ninguna solicitud de inicio de sesión abierta para esta billetera. Empieza de nuevo.',
  crypto_wallet_challenge_expired: 'La solicitud de inicio de sesión ha caducado. Empieza de nuevo.',
  crypto_wallet_challenge_already_used: 'Esta firma ya se ha usado. Empieza de nuevo.',
  too_many_requests: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  server_busy: 'El servidor está ocupado. Vuelve a intentarlo en un momento.',
  server_not_ready: 'El servidor aún no está listo para responder solicitudes.',
  email_delivery_failed: 'No se pudo enviar el correo en este momento. Inténtalo de nuevo en un momento.',
  internal_server_error: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',

  'unauthorized_credentials.password': 'El correo electrónico o la contraseña no son correctos.',
  'password_reset_token_not_found.used': 'Este enlace de restablecimiento ya se ha usado. Solicita uno nuevo.',
  'server_busy.shutting_down': 'El servidor se está apagando. Inténtalo de nuevo.',
  'reset_password.breached':
    'Esta contraseña apareció en una filtración de datos de otro sitio. Revisa tu correo para establecer una nueva contraseña.',
  'weak_password.policy': 'Esta contraseña no cumple la política de contraseñas.',
  'weak_password.missingCharacters': 'Caracteres que aún faltan: {{count}}.',
  'weak_password.missingKinds':
    'Tipos de caracteres que aún faltan (minúsculas, mayúsculas, números, símbolos): {{count}}.',
  'too_many_requests.failedLogins': 'Demasiados inicios de sesión fallidos en esta cuenta. Inténtalo más tarde.',
  'too_many_requests.failedLoginsFromNetwork':
    'Demasiados inicios de sesión fallidos desde tu red. Inténtalo más tarde.',
  'too_many_requests.wrongPasscodes':
    'Demasiados códigos incorrectos en esta cuenta. Espera un momento antes de volver a intentarlo.',
  'too_many_requests.wrongPasscodesFromNetwork': 'Demasiados códigos incorrectos desde tu red. Inténtalo más tarde.',
  'too_many_requests.resetEmails': 'Demasiados correos de restablecimiento para esta dirección. Inténtalo más tarde.',
  'too_many_requests.resetEmailsFromNetwork':
    'Se solicitaron demasiados correos de restablecimiento desde tu red. Inténtalo más tarde.',
  'too_many_requests.messages': 'Se solicitaron demasiados mensajes. Espera un momento y vuelve a intentarlo.',
  'too_many_requests.signUps': 'Demasiados registros desde tu red. Inténtalo más tarde.',
  'too_many_requests.passwordChecks':
    'Demasiadas comprobaciones de contraseña desde tu red. Espera un momento y vuelve a intentarlo.',
  'too_many_requests.accountLookups':
    'Demasiadas búsquedas de cuentas desde tu red. Espera un momento y vuelve a intentarlo.',
  'too_many_requests.walletAttempts':
    'Demasiados intentos de inicio de sesión con billetera desde tu red. Inténtalo más tarde.',
  'too_many_requests.signInStarts': 'Demasiados intentos de inicio de sesión desde tu red. Inténtalo más tarde.',
  'too_many_requests.events': 'Demasiados eventos desde tu red. Espera un rato antes de enviar más.',

  'feedback.straightRows': 'Las filas rectas de teclas son fáciles de adivinar',
  'feedback.shortKeyboardPatterns': 'Los patrones de teclado cortos son fáciles de adivinar',
  'feedback.longerKeyboardPattern': 'Usa un patrón de teclado más largo y con más giros',
  'feedback.repeatedCharacters': 'Las repeticiones como «aaa» son fáciles de adivinar',
  'feedback.repeatedPatterns': 'Las repeticiones como «abcabcabc» son solo un poco más difíciles de adivinar que «abc»',
  'feedback.avoidRepeats': 'Evita palabras y caracteres repetidos',
  'feedback.sequences': 'Las secuencias como abc o 6543 son fáciles de adivinar',
  'feedback.avoidSequences': 'Evita las secuencias',
  'feedback.recentYears': 'Los años recientes son fáciles de adivinar',
  'feedback.avoidRecentYears': 'Evita los años recientes',
  'feedback.avoidYearsAssociated': 'Evita los años relacionados contigo',
  'feedback.dates': 'Las fechas suelen ser fáciles de adivinar',
  'feedback.avoidDates': 'Evita las fechas y los años relacionados contigo',
  'feedback.topTen': 'Es una de las 10 contraseñas más comunes',
  'feedback.topHundred': 'Es una de las 100 contraseñas más comunes',
  'feedback.veryCommon': 'Es una contraseña muy común',
  'feedback.similarToCommon': 'Se parece a una contraseña de uso común',
  'feedback.wordByItself': 'Una palabra sola es fácil de adivinar',
  'feedback.namesByThemselves': 'Los nombres y apellidos solos son fáciles de adivinar',
  'feedback.commonNames': 'Los nombres y apellidos comunes son fáciles de adivinar',
  'feedback.capitalization': 'Usar mayúsculas no ayuda mucho',
  'feedback.allUppercase': 'Todo en mayúsculas es casi tan fácil de adivinar como todo en minúsculas',
  'feedback.reversedWords': 'Las palabras al revés no son mucho más difíciles de adivinar',
  'feedback.substitutions': 'Las sustituciones previsibles, como «@» en lugar de «a», no ayudan mucho',
  'feedback.addWords': 'Añade una o dos palabras más. Las palabras poco comunes son mejores.',
  'feedback.fewWords': 'Usa varias palabras y evita frases comunes',
  'feedback.noNeedForSymbols': 'No hacen falta símbolos, números ni mayúsculas',
  'feedback.emailInPassword': 'Evita usar tu dirección de correo electrónico en tu contraseña.',
};
