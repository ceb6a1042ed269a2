import type { ErrorMessages } from './en.ts';

/** French: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const fr: ErrorMessages = {
  bad_request: 'La requête n’a pas été comprise.',
  invalid_email: 'Adresse e-mail non valide',
  invalid_phone_number: 'Numéro de téléphone non valide, veuillez réessayer.',
  invalid_session_duration: 'session_duration_minutes doit être un nombre entier de 5 à 527040 (un an).',
  invalid_expiration:
    'La durée de validité est hors limites : les liens de connexion et de réinitialisation durent de 5 à 10080 minutes, les codes de 1 à 10.',
  redirect_url_not_allowed:
    'L’URL de redirection ne figure pas dans la liste des URL de redirection autorisées du projet.',
  no_redirect_url_configured:
    'Aucune URL de redirection n’a été fournie et le projet n’a pas d’URL de redirection par défaut.',
  template_not_found: 'Aucun modèle d’e-mail avec cet ID n’est configuré.',
  not_found: 'Ce point de terminaison n’existe pas.',
  method_not_allowed: 'Cette méthode HTTP n’est pas autorisée ici.',
  payload_too_large: 'Le corps de la requête est trop volumineux.',
  unsupported_media_type: 'Envoyez le corps de la requête en JSON, avec l’en-tête Content-Type: application/json.',
  invalid_public_token: 'Le jeton public n’est valide pour aucun projet.',
  unauthorized_credentials: 'Les identifiants fournis ne sont pas valides.',
  origin_not_allowed: 'Cette origine n’est pas une origine autorisée du projet. Ajoutez-la à authorized_origins.',
  product_not_enabled: 'Cette méthode de connexion n’est pas activée pour le projet.',
  host_not_allowed:
    'Les points de terminaison de développement ne répondent qu’à l’adresse propre du serveur (localhost, 127.0.0.1 ou [::1] sur son port, ou FOYER_PUBLIC_URL).',
  session_not_found: 'La session est inconnue, expirée ou révoquée.',
  invalid_session_jwt: 'Le JWT de session est mal formé, expiré ou n’a pas été signé par ce serveur.',
  missing_session: 'Cet appel nécessite une session connectée.',
  user_not_found: 'Aucun utilisateur avec cet ID.',
  email_not_found: 'Aucune adresse e-mail avec cet ID n’appartient à un utilisateur de ce projet.',
  phone_number_not_found: 'Aucun numéro de téléphone avec cet ID n’appartient à un utilisateur de ce projet.',
  oauth_user_registration_not_found:
    'Aucune liaison à un fournisseur OAuth avec cet ID n’appartient à un utilisateur de ce projet.',
  crypto_wallet_not_found: 'Aucun portefeuille crypto avec cet ID n’appartient à un utilisateur de ce projet.',
  password_not_found: 'Aucun mot de passe avec cet ID n’appartient à un utilisateur de ce projet.',
  duplicate_phone_number: 'Un utilisateur avec ce numéro de téléphone existe déjà.',
  missing_email_or_phone_number:
    'Indiquez une adresse e-mail ou un phone_number (ou les deux) pour le nouvel utilisateur.',
  invalid_metadata:
    'trusted_metadata et untrusted_metadata doivent chacun être un objet JSON d’au plus 20 clés de premier niveau et 4096 octets.',
  invalid_search_cursor:
    'Ce curseur ne provient pas de cette recherche. Transmettez results_metadata.next_cursor tel que vous l’avez reçu.',
  unverified_account:
    'Vérifiez d’abord votre adresse e-mail ou votre numéro de téléphone (connectez-vous avec un lien ou un code), puis réessayez.',
  magic_link_not_found: 'Ce lien de connexion n’est pas valide. Demandez-en un nouveau.',
  magic_link_expired: 'Ce lien de connexion a expiré. Demandez-en un nouveau.',
  magic_link_already_used: 'Ce lien de connexion a déjà été utilisé. Demandez-en un nouveau.',
  otp_code_not_found: 'Code non valide, veuillez réessayer.',
  otp_code_expired: 'Ce code a expiré. Demandez-en un nouveau.',
  otp_attempts_exceeded: 'Trop de tentatives erronées pour ce code. Demandez-en un nouveau.',
  weak_password: 'Ce mot de passe est trop faible. Choisissez-en un plus robuste.',
  breached_password:
    'Ce mot de passe a peut-être été utilisé sur un autre site victime d’un incident de sécurité. Veuillez en choisir un autre.',
  reset_password: 'Consultez vos e-mails pour définir un nouveau mot de passe.',
  duplicate_email: 'Un compte avec cette adresse e-mail existe déjà. Connectez-vous plutôt.',
  password_reset_token_not_found: 'Ce lien de réinitialisation n’est pas valide. Demandez-en un nouveau.',
  password_reset_token_expired: 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
  webauthn_registration_not_found:
    'Clé d’accès introuvable. Vous l’avez peut-être supprimée de votre compte, mais pas de votre gestionnaire de mots de passe. Veuillez réessayer.',
  duplicate_webauthn_registration:
    'Impossible de créer la clé d’accès : elle semble déjà enregistrée. Elle a peut-être été enregistrée sur un autre appareil puis synchronisée entre vos appareils.',
  webauthn_challenge_not_found: 'Le défi de la clé d’accès est inconnu, déjà utilisé ou expiré. Réessayez.',
  invalid_webauthn_response: 'La réponse de la clé d’accès n’a pas pu être vérifiée.',
  oauth_provider_not_configured: 'Ce fournisseur OAuth n’est pas configuré pour le projet.',
  oauth_token_not_found: 'Ce jeton de connexion n’est pas valide. Reconnectez-vous.',
  oauth_token_expired: 'Ce jeton de connexion a expiré. Reconnectez-vous.',
  oauth_token_already_used: 'Ce jeton de connexion a déjà été utilisé. Reconnectez-vous.',
  oauth_state_mismatch: 'La demande de connexion n’a pas pu être associée. Recommencez.',
  oauth_provider_error: 'Le fournisseur n’a pas finalisé la connexion.',
  oauth_access_denied: 'La connexion a été annulée ou refusée par le fournisseur.',
  pkce_mismatch:
    'Ce lien a été demandé dans un autre navigateur. Ouvrez-le dans le navigateur où vous l’avez demandé, ou demandez-en un nouveau.',
  pkce_expected_code_verifier:
    'Ce lien a été demandé dans un autre navigateur. Ouvrez-le dans le navigateur où vous l’avez demandé, ou demandez-en un nouveau.',
  missing_pkce:
    'Les liens et réinitialisations demandés depuis un navigateur exigent un code_challenge PKCE (base64url du SHA-256 d’un code_verifier) ; le SDK de Foyer l’ajoute.',
  invalid_id_token: 'Le jeton d’ID n’a pas pu être vérifié.',
  invalid_crypto_wallet_address: 'L’adresse du portefeuille n’est pas valide pour ce type de portefeuille.',
  invalid_crypto_wallet_signature: 'La signature ne correspond pas à l’adresse du portefeuille.',
  crypto_wallet_challenge_not_found: 'Aucune demande de connexion en cours pour ce portefeuille. Recommencez.',
  crypto_wallet_challenge_expired: 'La demande de connexion a expiré. Recommencez.',
  crypto_wallet_challenge_already_used: 'Cette signature a déjà été utilisée. Recommencez.',
  too_many_requests: 'Trop de requêtes. Patientez un instant, puis réessayez.',
  server_busy: 'Le serveur est occupé. Réessayez dans un instant.',
  server_not_ready: 'Le serveur n’est pas encore prêt à répondre aux requêtes.',
  email_delivery_failed: 'L’e-mail n’a pas pu être envoyé pour le moment. Réessayez dans un instant.',
  internal_server_error: 'Un problème est survenu de notre côté. Réessayez.',

  'unauthorized_credentials.password': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'password_reset_token_not_found.used': 'Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau.',
  'server_busy.shutting_down': 'Le serveur est en cours d’arrêt. Réessayez.',
  'reset_password.breached':
    'Ce mot de passe est apparu dans une fuite de données sur un autre site. Consultez vos e-mails pour définir un nouveau mot de passe.',
  'weak_password.policy': 'Ce mot de passe ne respecte pas la politique de mots de passe.',
  'weak_password.missingCharacters': 'Caractères encore nécessaires : {{count}}.',
  'weak_password.missingKinds':
    'Types de caractères encore nécessaires (minuscules, majuscules, chiffres, symboles) : {{count}}.',
  'too_many_requests.failedLogins': 'Trop d’échecs de connexion pour ce compte. Réessayez plus tard.',
  'too_many_requests.failedLoginsFromNetwork': 'Trop d’échecs de connexion depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.wrongPasscodes': 'Trop de codes erronés pour ce compte. Patientez un instant avant de réessayer.',
  'too_many_requests.wrongPasscodesFromNetwork': 'Trop de codes erronés depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.resetEmails': 'Trop d’e-mails de réinitialisation pour cette adresse. Réessayez plus tard.',
  'too_many_requests.resetEmailsFromNetwork':
    'Trop d’e-mails de réinitialisation ont été demandés depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.messages': 'Trop de messages ont été demandés. Patientez un instant, puis réessayez.',
  'too_many_requests.signUps': 'Trop d’inscriptions depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.passwordChecks':
    'Trop de vérifications de mot de passe depuis votre réseau. Patientez un instant, puis réessayez.',
  'too_many_requests.accountLookups':
    'Trop de recherches de comptes depuis votre réseau. Patientez un instant, puis réessayez.',
  'too_many_requests.walletAttempts':
    'Trop de tentatives de connexion par portefeuille depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.signInStarts': 'Trop de tentatives de connexion depuis votre réseau. Réessayez plus tard.',
  'too_many_requests.events': 'Trop d’événements depuis votre réseau. Patientez un moment avant d’en envoyer d’autres.',

  'feedback.straightRows': 'Les rangées de touches droites sont faciles à deviner',
  'feedback.shortKeyboardPatterns': 'Les motifs de clavier courts sont faciles à deviner',
  'feedback.longerKeyboardPattern': 'Utilisez un motif de clavier plus long, avec plus de changements de direction',
  'feedback.repeatedCharacters': 'Les répétitions comme « aaa » sont faciles à deviner',
  'feedback.repeatedPatterns': 'Les répétitions comme « abcabcabc » sont à peine plus difficiles à deviner que « abc »',
  'feedback.avoidRepeats': 'Évitez les mots et les caractères répétés',
  'feedback.sequences': 'Les suites comme abc ou 6543 sont faciles à deviner',
  'feedback.avoidSequences': 'Évitez les suites',
  'feedback.recentYears': 'Les années récentes sont faciles à deviner',
  'feedback.avoidRecentYears': 'Évitez les années récentes',
  'feedback.avoidYearsAssociated': 'Évitez les années qui vous sont associées',
  'feedback.dates': 'Les dates sont souvent faciles à deviner',
  'feedback.avoidDates': 'Évitez les dates et les années qui vous sont associées',
  'feedback.topTen': 'Ce mot de passe fait partie des 10 plus courants',
  'feedback.topHundred': 'Ce mot de passe fait partie des 100 plus courants',
  'feedback.veryCommon': 'Ce mot de passe est très courant',
  'feedback.similarToCommon': 'Ce mot de passe ressemble à un mot de passe courant',
  'feedback.wordByItself': 'Un mot seul est facile à deviner',
  'feedback.namesByThemselves': 'Les noms et prénoms seuls sont faciles à deviner',
  'feedback.commonNames': 'Les noms et prénoms courants sont faciles à deviner',
  'feedback.capitalization': 'Les majuscules n’aident pas beaucoup',
  'feedback.allUppercase': 'Tout en majuscules est presque aussi facile à deviner que tout en minuscules',
  'feedback.reversedWords': 'Les mots à l’envers ne sont guère plus difficiles à deviner',
  'feedback.substitutions': 'Les substitutions prévisibles comme « @ » au lieu de « a » n’aident pas beaucoup',
  'feedback.addWords': 'Ajoutez un ou deux mots. Les mots peu courants sont préférables.',
  'feedback.fewWords': 'Utilisez plusieurs mots, évitez les expressions courantes',
  'feedback.noNeedForSymbols': 'Pas besoin de symboles, de chiffres ni de majuscules',
  'feedback.emailInPassword': 'Évitez d’utiliser votre adresse e-mail dans votre mot de passe.',
};
