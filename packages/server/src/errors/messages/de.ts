import type { ErrorMessages } from './en.ts';

/** German: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const de: ErrorMessages = {
  bad_request: 'Die Anfrage wurde nicht verstanden.',
  invalid_email: 'Ungültige E-Mail-Adresse',
  invalid_phone_number: 'Ungültige Telefonnummer, bitte versuche es erneut.',
  invalid_session_duration: 'session_duration_minutes muss eine ganze Zahl von 5 bis 527040 (ein Jahr) sein.',
  invalid_expiration:
    'Die Gültigkeitsdauer liegt außerhalb des zulässigen Bereichs: Anmeldelinks und Links zum Zurücksetzen gelten 5 bis 10080 Minuten, Codes 1 bis 10.',
  redirect_url_not_allowed:
    'Die Weiterleitungs-URL steht nicht in der Liste der erlaubten Weiterleitungs-URLs des Projekts.',
  no_redirect_url_configured:
    'Es wurde keine Weiterleitungs-URL angegeben, und das Projekt hat keine Standard-Weiterleitungs-URL.',
  template_not_found: 'Es ist keine E-Mail-Vorlage mit dieser ID konfiguriert.',
  not_found: 'Diesen Endpunkt gibt es nicht.',
  method_not_allowed: 'Diese HTTP-Methode ist hier nicht erlaubt.',
  payload_too_large: 'Der Inhalt der Anfrage ist zu groß.',
  unsupported_media_type: 'Sende den Inhalt der Anfrage als JSON mit dem Header Content-Type: application/json.',
  invalid_public_token: 'Das öffentliche Token ist für kein Projekt gültig.',
  unauthorized_credentials: 'Die angegebenen Zugangsdaten sind ungültig.',
  origin_not_allowed:
    'Dieser Ursprung ist kein autorisierter Ursprung des Projekts. Füge ihn zu authorized_origins hinzu.',
  product_not_enabled: 'Diese Anmeldemethode ist für das Projekt nicht aktiviert.',
  host_not_allowed:
    'Entwicklungs-Endpunkte antworten nur unter der eigenen Adresse des Servers (localhost, 127.0.0.1 oder [::1] auf seinem Port oder FOYER_PUBLIC_URL).',
  session_not_found: 'Die Sitzung ist unbekannt, abgelaufen oder widerrufen.',
  invalid_session_jwt: 'Das Sitzungs-JWT ist fehlerhaft, abgelaufen oder nicht von diesem Server signiert.',
  missing_session: 'Für diesen Aufruf ist eine angemeldete Sitzung nötig.',
  user_not_found: 'Kein Nutzer mit dieser ID.',
  email_not_found: 'Keine E-Mail-Adresse mit dieser ID gehört zu einem Nutzer dieses Projekts.',
  phone_number_not_found: 'Keine Telefonnummer mit dieser ID gehört zu einem Nutzer dieses Projekts.',
  oauth_user_registration_not_found:
    'Keine OAuth-Anbieterverknüpfung mit dieser ID gehört zu einem Nutzer dieses Projekts.',
  crypto_wallet_not_found: 'Keine Krypto-Wallet mit dieser ID gehört zu einem Nutzer dieses Projekts.',
  password_not_found: 'Kein Passwort mit dieser ID gehört zu einem Nutzer dieses Projekts.',
  duplicate_phone_number: 'Es gibt bereits einen Nutzer mit dieser Telefonnummer.',
  missing_email_or_phone_number:
    'Gib für den neuen Nutzer eine E-Mail-Adresse oder eine phone_number an (oder beides).',
  invalid_metadata:
    'trusted_metadata und untrusted_metadata müssen jeweils ein JSON-Objekt mit höchstens 20 Schlüsseln auf oberster Ebene und höchstens 4096 Bytes sein.',
  invalid_search_cursor:
    'Dieser Cursor stammt nicht aus dieser Suche. Übergib results_metadata.next_cursor genau so, wie du ihn erhalten hast.',
  unverified_account:
    'Bestätige zuerst deine E-Mail-Adresse oder Telefonnummer (melde dich mit einem Anmeldelink oder Code an) und versuche es dann erneut.',
  magic_link_not_found: 'Dieser Anmeldelink ist ungültig. Fordere einen neuen an.',
  magic_link_expired: 'Dieser Anmeldelink ist abgelaufen. Fordere einen neuen an.',
  magic_link_already_used: 'Dieser Anmeldelink wurde bereits verwendet. Fordere einen neuen an.',
  otp_code_not_found: 'Ungültiger Code, bitte versuche es erneut.',
  otp_code_expired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
  otp_attempts_exceeded: 'Zu viele falsche Versuche für diesen Code. Fordere einen neuen an.',
  weak_password: 'Dieses Passwort ist zu schwach. Wähle ein stärkeres.',
  breached_password:
    'Dieses Passwort wurde möglicherweise auf einer anderen Website verwendet, die von einem Sicherheitsvorfall betroffen war. Bitte wähle ein anderes Passwort.',
  reset_password: 'Prüfe deine E-Mails, um ein neues Passwort festzulegen.',
  duplicate_email: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melde dich stattdessen an.',
  password_reset_token_not_found: 'Dieser Link zum Zurücksetzen ist ungültig. Fordere einen neuen an.',
  password_reset_token_expired: 'Dieser Link zum Zurücksetzen ist abgelaufen. Fordere einen neuen an.',
  webauthn_registration_not_found:
    'Passkey-Registrierung nicht gefunden. Möglicherweise hast du den Passkey aus deinem Konto gelöscht, aber nicht aus dem Passwortmanager. Bitte versuche es erneut.',
  duplicate_webauthn_registration:
    'Der Passkey kann nicht erstellt werden, da er anscheinend bereits registriert ist. Möglicherweise wurde er auf einem anderen Gerät registriert und geräteübergreifend synchronisiert.',
  webauthn_challenge_not_found:
    'Die Passkey-Challenge ist unbekannt, bereits verwendet oder abgelaufen. Versuche es erneut.',
  invalid_webauthn_response: 'Die Antwort des Passkeys konnte nicht überprüft werden.',
  oauth_provider_not_configured: 'Dieser OAuth-Anbieter ist für das Projekt nicht konfiguriert.',
  oauth_token_not_found: 'Dieses Anmeldetoken ist ungültig. Melde dich erneut an.',
  oauth_token_expired: 'Dieses Anmeldetoken ist abgelaufen. Melde dich erneut an.',
  oauth_token_already_used: 'Dieses Anmeldetoken wurde bereits verwendet. Melde dich erneut an.',
  oauth_state_mismatch: 'Die Anmeldeanfrage konnte nicht zugeordnet werden. Beginne von vorn.',
  oauth_provider_error: 'Der Anbieter hat die Anmeldung nicht abgeschlossen.',
  oauth_access_denied: 'Die Anmeldung wurde abgebrochen oder vom Anbieter abgelehnt.',
  pkce_mismatch:
    'Dieser Link wurde in einem anderen Browser angefordert. Öffne ihn in dem Browser, in dem du ihn angefordert hast, oder fordere einen neuen an.',
  pkce_expected_code_verifier:
    'Dieser Link wurde in einem anderen Browser angefordert. Öffne ihn in dem Browser, in dem du ihn angefordert hast, oder fordere einen neuen an.',
  missing_pkce:
    'Links und Zurücksetzungen, die ein Browser anfordert, brauchen eine PKCE-code_challenge (base64url von SHA-256 eines code_verifier); Foyers SDK fügt sie hinzu.',
  invalid_id_token: 'Das ID-Token konnte nicht überprüft werden.',
  invalid_crypto_wallet_address: 'Die Wallet-Adresse ist für diesen Wallet-Typ ungültig.',
  invalid_crypto_wallet_signature: 'Die Signatur passt nicht zur Wallet-Adresse.',
  crypto_wallet_challenge_not_found: 'Für diese Wallet gibt es keine offene Anmeldeanfrage. Beginne von vorn.',
  crypto_wallet_challenge_expired: 'Die Anmeldeanfrage ist abgelaufen. Beginne von vorn.',
  crypto_wallet_challenge_already_used: 'Diese Signatur wurde bereits verwendet. Beginne von vorn.',
  too_many_requests: 'Zu viele Anfragen. Warte einen Moment und versuche es dann erneut.',
  server_busy: 'Der Server ist ausgelastet. Versuche es gleich noch einmal.',
  server_not_ready: 'Der Server ist noch nicht bereit, Anfragen zu beantworten.',
  email_delivery_failed: 'Die E-Mail konnte gerade nicht gesendet werden. Versuche es gleich noch einmal.',
  internal_server_error: 'Bei uns ist etwas schiefgelaufen. Versuche es erneut.',

  'unauthorized_credentials.password': 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
  'password_reset_token_not_found.used':
    'Dieser Link zum Zurücksetzen wurde bereits verwendet. Fordere einen neuen an.',
  'server_busy.shutting_down': 'Der Server wird heruntergefahren. Versuche es erneut.',
  'reset_password.breached':
    'Dieses Passwort ist bei einem Datenleck auf einer anderen Website aufgetaucht. Prüfe deine E-Mails, um ein neues Passwort festzulegen.',
  'weak_password.policy': 'Dieses Passwort entspricht nicht der Passwortrichtlinie.',
  'weak_password.missingCharacters': 'Noch fehlende Zeichen: {{count}}.',
  'weak_password.missingKinds':
    'Noch fehlende Zeichenarten (Kleinbuchstaben, Großbuchstaben, Ziffern, Sonderzeichen): {{count}}.',
  'too_many_requests.failedLogins': 'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Versuche es später erneut.',
  'too_many_requests.failedLoginsFromNetwork':
    'Zu viele fehlgeschlagene Anmeldungen aus deinem Netzwerk. Versuche es später erneut.',
  'too_many_requests.wrongPasscodes':
    'Zu viele falsche Codes für dieses Konto. Warte einen Moment, bevor du es erneut versuchst.',
  'too_many_requests.wrongPasscodesFromNetwork':
    'Zu viele falsche Codes aus deinem Netzwerk. Versuche es später erneut.',
  'too_many_requests.resetEmails': 'Zu viele E-Mails zum Zurücksetzen für diese Adresse. Versuche es später erneut.',
  'too_many_requests.resetEmailsFromNetwork':
    'Aus deinem Netzwerk wurden zu viele E-Mails zum Zurücksetzen angefordert. Versuche es später erneut.',
  'too_many_requests.messages':
    'Es wurden zu viele Nachrichten angefordert. Warte einen Moment und versuche es dann erneut.',
  'too_many_requests.signUps': 'Zu viele Registrierungen aus deinem Netzwerk. Versuche es später erneut.',
  'too_many_requests.passwordChecks':
    'Zu viele Passwortprüfungen aus deinem Netzwerk. Warte einen Moment und versuche es dann erneut.',
  'too_many_requests.accountLookups':
    'Zu viele Kontoabfragen aus deinem Netzwerk. Warte einen Moment und versuche es dann erneut.',
  'too_many_requests.walletAttempts': 'Zu viele Wallet-Anmeldeversuche aus deinem Netzwerk. Versuche es später erneut.',
  'too_many_requests.signInStarts': 'Zu viele Anmeldeversuche aus deinem Netzwerk. Versuche es später erneut.',
  'too_many_requests.events': 'Zu viele Ereignisse aus deinem Netzwerk. Warte eine Weile, bevor du weitere sendest.',

  'feedback.straightRows': 'Gerade Tastenreihen sind leicht zu erraten',
  'feedback.shortKeyboardPatterns': 'Kurze Tastaturmuster sind leicht zu erraten',
  'feedback.longerKeyboardPattern': 'Verwende ein längeres Tastaturmuster mit mehr Richtungswechseln',
  'feedback.repeatedCharacters': 'Wiederholungen wie „aaa“ sind leicht zu erraten',
  'feedback.repeatedPatterns': 'Wiederholungen wie „abcabcabc“ sind nur wenig schwerer zu erraten als „abc“',
  'feedback.avoidRepeats': 'Vermeide wiederholte Wörter und Zeichen',
  'feedback.sequences': 'Folgen wie abc oder 6543 sind leicht zu erraten',
  'feedback.avoidSequences': 'Vermeide Zeichenfolgen',
  'feedback.recentYears': 'Jahreszahlen der letzten Jahre sind leicht zu erraten',
  'feedback.avoidRecentYears': 'Vermeide Jahreszahlen der letzten Jahre',
  'feedback.avoidYearsAssociated': 'Vermeide Jahreszahlen, die mit dir in Verbindung stehen',
  'feedback.dates': 'Datumsangaben sind oft leicht zu erraten',
  'feedback.avoidDates': 'Vermeide Datumsangaben und Jahreszahlen, die mit dir in Verbindung stehen',
  'feedback.topTen': 'Dies ist eines der 10 häufigsten Passwörter',
  'feedback.topHundred': 'Dies ist eines der 100 häufigsten Passwörter',
  'feedback.veryCommon': 'Dies ist ein sehr häufiges Passwort',
  'feedback.similarToCommon': 'Dies ähnelt einem häufig verwendeten Passwort',
  'feedback.wordByItself': 'Ein einzelnes Wort ist leicht zu erraten',
  'feedback.namesByThemselves': 'Vor- und Nachnamen allein sind leicht zu erraten',
  'feedback.commonNames': 'Häufige Vor- und Nachnamen sind leicht zu erraten',
  'feedback.capitalization': 'Großschreibung hilft nicht viel',
  'feedback.allUppercase': 'Nur Großbuchstaben sind fast so leicht zu erraten wie nur Kleinbuchstaben',
  'feedback.reversedWords': 'Rückwärts geschriebene Wörter sind kaum schwerer zu erraten',
  'feedback.substitutions': 'Vorhersehbare Ersetzungen wie „@“ statt „a“ helfen nicht viel',
  'feedback.addWords': 'Füge ein oder zwei weitere Wörter hinzu. Ungewöhnliche Wörter sind besser.',
  'feedback.fewWords': 'Verwende mehrere Wörter und vermeide gängige Redewendungen',
  'feedback.noNeedForSymbols': 'Sonderzeichen, Ziffern oder Großbuchstaben sind nicht nötig',
  'feedback.emailInPassword': 'Verwende deine E-Mail-Adresse nicht in deinem Passwort.',
};
