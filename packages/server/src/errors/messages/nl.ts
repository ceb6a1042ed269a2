import type { ErrorMessages } from './en.ts';

/** Dutch: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const nl: ErrorMessages = {
  bad_request: 'Het verzoek werd niet begrepen.',
  invalid_email: 'Ongeldig e-mailadres',
  invalid_phone_number: 'Ongeldig telefoonnummer, probeer het opnieuw.',
  invalid_session_duration: 'session_duration_minutes moet een geheel getal van 5 tot en met 527040 (één jaar) zijn.',
  invalid_expiration:
    'De geldigheidsduur valt buiten het bereik: inlog- en resetlinks zijn 5 tot 10080 minuten geldig, codes 1 tot 10.',
  redirect_url_not_allowed: "De omleidings-URL staat niet in de lijst met toegestane omleidings-URL's van het project.",
  no_redirect_url_configured: 'Er is geen omleidings-URL opgegeven en het project heeft geen standaardomleidings-URL.',
  template_not_found: 'Er is geen e-mailsjabloon met die ID ingesteld.',
  not_found: 'Dit endpoint bestaat niet.',
  method_not_allowed: 'Die HTTP-methode is hier niet toegestaan.',
  payload_too_large: 'De inhoud van het verzoek is te groot.',
  unsupported_media_type: 'Stuur de inhoud van het verzoek als JSON, met de header Content-Type: application/json.',
  invalid_public_token: 'Het openbare token is voor geen enkel project geldig.',
  unauthorized_credentials: 'De opgegeven inloggegevens zijn niet geldig.',
  origin_not_allowed:
    'Deze oorsprong is geen geautoriseerde oorsprong van het project. Voeg hem toe aan authorized_origins.',
  product_not_enabled: 'Deze inlogmethode is niet ingeschakeld voor het project.',
  host_not_allowed:
    'Ontwikkelingsendpoints antwoorden alleen op het eigen adres van de server (localhost, 127.0.0.1 of [::1] op de eigen poort, of FOYER_PUBLIC_URL).',
  session_not_found: 'De sessie is onbekend, verlopen of ingetrokken.',
  invalid_session_jwt: 'De sessie-JWT is onjuist opgemaakt, verlopen of niet ondertekend door deze server.',
  missing_session: 'Voor deze aanroep is een ingelogde sessie nodig.',
  user_not_found: 'Geen gebruiker met die ID.',
  email_not_found: 'Geen enkele gebruiker van dit project heeft een e-mailadres met die ID.',
  phone_number_not_found: 'Geen enkele gebruiker van dit project heeft een telefoonnummer met die ID.',
  oauth_user_registration_not_found:
    'Geen enkele gebruiker van dit project heeft een koppeling met een OAuth-provider met die ID.',
  crypto_wallet_not_found: 'Geen enkele gebruiker van dit project heeft een cryptowallet met die ID.',
  password_not_found: 'Geen enkele gebruiker van dit project heeft een wachtwoord met die ID.',
  duplicate_phone_number: 'Er bestaat al een gebruiker met dit telefoonnummer.',
  missing_email_or_phone_number: 'Geef een e-mailadres of een phone_number (of allebei) op voor de nieuwe gebruiker.',
  invalid_metadata:
    'trusted_metadata en untrusted_metadata moeten elk een JSON-object zijn van maximaal 20 sleutels op het hoogste niveau en 4096 bytes.',
  invalid_search_cursor:
    'Deze cursor komt niet uit deze zoekopdracht. Geef results_metadata.next_cursor precies door zoals je hem hebt ontvangen.',
  unverified_account:
    'Bevestig eerst je e-mailadres of telefoonnummer (log in met een inloglink of code) en probeer het dan opnieuw.',
  magic_link_not_found: 'Deze inloglink is niet geldig. Vraag een nieuwe aan.',
  magic_link_expired: 'Deze inloglink is verlopen. Vraag een nieuwe aan.',
  magic_link_already_used: 'Deze inloglink is al gebruikt. Vraag een nieuwe aan.',
  otp_code_not_found: 'Ongeldige code, probeer het opnieuw.',
  otp_code_expired: 'Deze code is verlopen. Vraag een nieuwe aan.',
  otp_attempts_exceeded: 'Te veel onjuiste pogingen voor deze code. Vraag een nieuwe aan.',
  weak_password: 'Dit wachtwoord is te zwak. Kies een sterker wachtwoord.',
  breached_password:
    'Dit wachtwoord is mogelijk gebruikt op een andere site die een beveiligingsprobleem heeft gehad. Kies een ander wachtwoord.',
  reset_password: 'Controleer je e-mail om een nieuw wachtwoord in te stellen.',
  duplicate_email: 'Er bestaat al een account met dit e-mailadres. Log in plaats daarvan in.',
  password_reset_token_not_found: 'Deze resetlink is niet geldig. Vraag een nieuwe aan.',
  password_reset_token_expired: 'Deze resetlink is verlopen. Vraag een nieuwe aan.',
  webauthn_registration_not_found:
    'Passkeyregistratie niet gevonden. Misschien heb je de passkey uit je account verwijderd, maar niet uit je wachtwoordbeheerder. Probeer het opnieuw.',
  duplicate_webauthn_registration:
    'De passkey kan niet worden aangemaakt omdat hij al geregistreerd lijkt te zijn. Mogelijk is hij op een ander apparaat geregistreerd en tussen apparaten gesynchroniseerd.',
  webauthn_challenge_not_found: 'De passkey-challenge is onbekend, al gebruikt of verlopen. Probeer het opnieuw.',
  invalid_webauthn_response: 'Het antwoord van de passkey kon niet worden geverifieerd.',
  oauth_provider_not_configured: 'Deze OAuth-provider is niet ingesteld voor het project.',
  oauth_token_not_found: 'Dit inlogtoken is niet geldig. Log opnieuw in.',
  oauth_token_expired: 'Dit inlogtoken is verlopen. Log opnieuw in.',
  oauth_token_already_used: 'Dit inlogtoken is al gebruikt. Log opnieuw in.',
  oauth_state_mismatch: 'Het inlogverzoek kon niet worden gekoppeld. Begin opnieuw.',
  oauth_provider_error: 'De provider heeft het inloggen niet afgerond.',
  oauth_access_denied: 'Het inloggen is geannuleerd of door de provider geweigerd.',
  pkce_mismatch:
    'Deze link is in een andere browser aangevraagd. Open hem in de browser waarin je hem hebt aangevraagd, of vraag een nieuwe aan.',
  pkce_expected_code_verifier:
    'Deze link is in een andere browser aangevraagd. Open hem in de browser waarin je hem hebt aangevraagd, of vraag een nieuwe aan.',
  missing_pkce:
    'Links en resets die vanuit een browser worden aangevraagd, hebben een PKCE-code_challenge nodig (base64url van de SHA-256 van een code_verifier); de SDK van Foyer voegt die toe.',
  invalid_id_token: 'Het ID-token kon niet worden geverifieerd.',
  invalid_crypto_wallet_address: 'Het walletadres is niet geldig voor dit type wallet.',
  invalid_crypto_wallet_signature: 'De handtekening komt niet overeen met het walletadres.',
  crypto_wallet_challenge_not_found: 'Er is geen openstaand inlogverzoek voor deze wallet. Begin opnieuw.',
  crypto_wallet_challenge_expired: 'Het inlogverzoek is verlopen. Begin opnieuw.',
  crypto_wallet_challenge_already_used: 'Deze handtekening is al gebruikt. Begin opnieuw.',
  too_many_requests: 'Te veel verzoeken. Wacht even en probeer het opnieuw.',
  server_busy: 'De server is bezet. Probeer het zo opnieuw.',
  server_not_ready: 'De server is nog niet klaar om verzoeken te beantwoorden.',
  email_delivery_failed: 'De e-mail kon nu niet worden verstuurd. Probeer het zo opnieuw.',
  internal_server_error: 'Er is aan onze kant iets misgegaan. Probeer het opnieuw.',

  'unauthorized_credentials.password': 'Het e-mailadres of wachtwoord is onjuist.',
  'password_reset_token_not_found.used': 'Deze resetlink is al gebruikt. Vraag een nieuwe aan.',
  'server_busy.shutting_down': 'De server wordt afgesloten. Probeer het opnieuw.',
  'reset_password.breached':
    'Dit wachtwoord is opgedoken in een datalek op een andere site. Controleer je e-mail om een nieuw wachtwoord in te stellen.',
  'weak_password.policy': 'Dit wachtwoord voldoet niet aan het wachtwoordbeleid.',
  'weak_password.missingCharacters': 'Nog benodigde tekens: {{count}}.',
  'weak_password.missingKinds':
    'Nog benodigde soorten tekens (kleine letters, hoofdletters, cijfers, symbolen): {{count}}.',
  'too_many_requests.failedLogins': 'Te veel mislukte inlogpogingen voor dit account. Probeer het later opnieuw.',
  'too_many_requests.failedLoginsFromNetwork':
    'Te veel mislukte inlogpogingen vanaf je netwerk. Probeer het later opnieuw.',
  'too_many_requests.wrongPasscodes':
    'Te veel onjuiste codes voor dit account. Wacht even voordat je het opnieuw probeert.',
  'too_many_requests.wrongPasscodesFromNetwork': 'Te veel onjuiste codes vanaf je netwerk. Probeer het later opnieuw.',
  'too_many_requests.resetEmails': 'Te veel reset-e-mails voor dit adres. Probeer het later opnieuw.',
  'too_many_requests.resetEmailsFromNetwork':
    'Er zijn vanaf je netwerk te veel reset-e-mails aangevraagd. Probeer het later opnieuw.',
  'too_many_requests.messages': 'Er zijn te veel berichten aangevraagd. Wacht even en probeer het opnieuw.',
  'too_many_requests.signUps': 'Te veel registraties vanaf je netwerk. Probeer het later opnieuw.',
  'too_many_requests.passwordChecks':
    'Te veel wachtwoordcontroles vanaf je netwerk. Wacht even en probeer het opnieuw.',
  'too_many_requests.accountLookups':
    'Te veel accountzoekopdrachten vanaf je netwerk. Wacht even en probeer het opnieuw.',
  'too_many_requests.walletAttempts':
    'Te veel pogingen om met een wallet in te loggen vanaf je netwerk. Probeer het later opnieuw.',
  'too_many_requests.signInStarts': 'Te veel inlogpogingen vanaf je netwerk. Probeer het later opnieuw.',
  'too_many_requests.events': 'Te veel gebeurtenissen vanaf je netwerk. Wacht een tijdje voordat je er meer verstuurt.',

  'feedback.straightRows': 'Rechte rijen toetsen zijn makkelijk te raden',
  'feedback.shortKeyboardPatterns': 'Korte toetsenbordpatronen zijn makkelijk te raden',
  'feedback.longerKeyboardPattern': 'Gebruik een langer toetsenbordpatroon met meer bochten',
  'feedback.repeatedCharacters': 'Herhalingen zoals ‘aaa’ zijn makkelijk te raden',
  'feedback.repeatedPatterns': 'Herhalingen zoals ‘abcabcabc’ zijn maar iets moeilijker te raden dan ‘abc’',
  'feedback.avoidRepeats': 'Vermijd herhaalde woorden en tekens',
  'feedback.sequences': 'Reeksen zoals abc of 6543 zijn makkelijk te raden',
  'feedback.avoidSequences': 'Vermijd reeksen',
  'feedback.recentYears': 'Recente jaartallen zijn makkelijk te raden',
  'feedback.avoidRecentYears': 'Vermijd recente jaartallen',
  'feedback.avoidYearsAssociated': 'Vermijd jaartallen die met jou te maken hebben',
  'feedback.dates': 'Datums zijn vaak makkelijk te raden',
  'feedback.avoidDates': 'Vermijd datums en jaartallen die met jou te maken hebben',
  'feedback.topTen': 'Dit is een van de 10 meest gebruikte wachtwoorden',
  'feedback.topHundred': 'Dit is een van de 100 meest gebruikte wachtwoorden',
  'feedback.veryCommon': 'Dit is een heel veelgebruikt wachtwoord',
  'feedback.similarToCommon': 'Dit lijkt op een veelgebruikt wachtwoord',
  'feedback.wordByItself': 'Eén los woord is makkelijk te raden',
  'feedback.namesByThemselves': 'Losse voor- en achternamen zijn makkelijk te raden',
  'feedback.commonNames': 'Veelvoorkomende voor- en achternamen zijn makkelijk te raden',
  'feedback.capitalization': 'Hoofdletters helpen niet veel',
  'feedback.allUppercase': 'Alleen hoofdletters is bijna net zo makkelijk te raden als alleen kleine letters',
  'feedback.reversedWords': 'Omgekeerde woorden zijn niet veel moeilijker te raden',
  'feedback.substitutions': 'Voorspelbare vervangingen zoals ‘@’ in plaats van ‘a’ helpen niet veel',
  'feedback.addWords': 'Voeg nog een of twee woorden toe. Ongebruikelijke woorden zijn beter.',
  'feedback.fewWords': 'Gebruik een paar woorden en vermijd bekende uitdrukkingen',
  'feedback.noNeedForSymbols': 'Symbolen, cijfers of hoofdletters zijn niet nodig',
  'feedback.emailInPassword': 'Gebruik je e-mailadres niet in je wachtwoord.',
};
