import type { ErrorMessages } from './en.ts';

/** European Portuguese: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const ptPT: ErrorMessages = {
  bad_request: 'O pedido não foi compreendido.',
  invalid_email: 'Endereço de e-mail inválido',
  invalid_phone_number: 'Número de telemóvel inválido, tente novamente.',
  invalid_session_duration: 'session_duration_minutes tem de ser um número inteiro entre 5 e 527040 (um ano).',
  invalid_expiration:
    'O prazo de expiração está fora do intervalo: as ligações de início de sessão e de reposição duram entre 5 e 10080 minutos; os códigos, entre 1 e 10.',
  redirect_url_not_allowed:
    'O URL de redirecionamento não consta da lista de URLs de redirecionamento permitidos do projeto.',
  no_redirect_url_configured:
    'Não foi indicado nenhum URL de redirecionamento e o projeto não tem um URL de redirecionamento predefinido.',
  template_not_found: 'Não está configurado nenhum modelo de e-mail com esse ID.',
  not_found: 'Este endpoint não existe.',
  method_not_allowed: 'Este método HTTP não é permitido aqui.',
  payload_too_large: 'O corpo do pedido é demasiado grande.',
  unsupported_media_type: 'Envie o corpo do pedido em JSON, com o cabeçalho Content-Type: application/json.',
  invalid_public_token: 'O token público não é válido para nenhum projeto.',
  unauthorized_credentials: 'As credenciais indicadas não são válidas.',
  origin_not_allowed: 'Esta origem não é uma origem autorizada do projeto. Adicione-a a authorized_origins.',
  product_not_enabled: 'Este método de início de sessão não está ativado para o projeto.',
  host_not_allowed:
    'Os endpoints de desenvolvimento só respondem no próprio endereço do servidor (localhost, 127.0.0.1 ou [::1] na respetiva porta, ou FOYER_PUBLIC_URL).',
  session_not_found: 'A sessão é desconhecida, expirou ou foi revogada.',
  invalid_session_jwt: 'O JWT da sessão está mal formado, expirou ou não foi assinado por este servidor.',
  missing_session: 'Esta chamada requer uma sessão iniciada.',
  user_not_found: 'Não existe nenhum utilizador com esse ID.',
  email_not_found: 'Nenhum endereço de e-mail com esse ID pertence a um utilizador deste projeto.',
  phone_number_not_found: 'Nenhum número de telemóvel com esse ID pertence a um utilizador deste projeto.',
  oauth_user_registration_not_found:
    'Nenhuma ligação a um fornecedor OAuth com esse ID pertence a um utilizador deste projeto.',
  crypto_wallet_not_found: 'Nenhuma carteira de criptomoedas com esse ID pertence a um utilizador deste projeto.',
  password_not_found: 'Nenhuma palavra-passe com esse ID pertence a um utilizador deste projeto.',
  duplicate_phone_number: 'Já existe um utilizador com este número de telemóvel.',
  missing_email_or_phone_number: 'Indique um e-mail ou um phone_number (ou ambos) para o novo utilizador.',
  invalid_metadata:
    'trusted_metadata e untrusted_metadata têm de ser, cada um, um objeto JSON com, no máximo, 20 chaves de nível superior e 4096 bytes.',
  invalid_search_cursor:
    'Este cursor não resultou desta pesquisa. Passe results_metadata.next_cursor exatamente como o recebeu.',
  unverified_account:
    'Confirme primeiro o seu endereço de e-mail ou número de telemóvel (inicie sessão com uma ligação ou um código) e tente novamente.',
  magic_link_not_found: 'Esta ligação de início de sessão não é válida. Peça uma nova.',
  magic_link_expired: 'Esta ligação de início de sessão expirou. Peça uma nova.',
  magic_link_already_used: 'Esta ligação de início de sessão já foi utilizada. Peça uma nova.',
  otp_code_not_found: 'Código inválido, tente novamente.',
  otp_code_expired: 'Este código expirou. Peça um novo.',
  otp_attempts_exceeded: 'Demasiadas tentativas erradas para este código. Peça um novo.',
  weak_password: 'Esta palavra-passe é demasiado fraca. Escolha uma mais forte.',
  breached_password:
    'Esta palavra-passe pode ter sido utilizada noutro site que teve um problema de segurança. Escolha outra palavra-passe.',
  reset_password: 'Verifique o seu e-mail para definir uma nova palavra-passe.',
  duplicate_email: 'Já existe uma conta com este e-mail. Em vez disso, inicie sessão.',
  password_reset_token_not_found: 'Esta ligação de reposição não é válida. Peça uma nova.',
  password_reset_token_expired: 'Esta ligação de reposição expirou. Peça uma nova.',
  webauthn_registration_not_found:
    'Registo da chave de acesso não encontrado. Pode ter eliminado a chave de acesso da sua conta, mas não do gestor de palavras-passe. Tente novamente.',
  duplicate_webauthn_registration:
    'Não é possível criar a chave de acesso porque parece já estar registada. Pode ter sido registada noutro dispositivo e sincronizada entre dispositivos.',
  webauthn_challenge_not_found:
    'O desafio da chave de acesso é desconhecido, já foi utilizado ou expirou. Tente novamente.',
  invalid_webauthn_response: 'Não foi possível verificar a resposta da chave de acesso.',
  oauth_provider_not_configured: 'Este fornecedor OAuth não está configurado para o projeto.',
  oauth_token_not_found: 'Este token de início de sessão não é válido. Inicie sessão novamente.',
  oauth_token_expired: 'Este token de início de sessão expirou. Inicie sessão novamente.',
  oauth_token_already_used: 'Este token de início de sessão já foi utilizado. Inicie sessão novamente.',
  oauth_state_mismatch: 'Não foi possível associar o pedido de início de sessão. Comece novamente.',
  oauth_provider_error: 'O fornecedor não concluiu o início de sessão.',
  oauth_access_denied: 'O início de sessão foi cancelado ou recusado pelo fornecedor.',
  pkce_mismatch: 'Esta ligação foi pedida noutro navegador. Abra-a no navegador onde a pediu ou peça uma nova.',
  pkce_expected_code_verifier:
    'Esta ligação foi pedida noutro navegador. Abra-a no navegador onde a pediu ou peça uma nova.',
  missing_pkce:
    'As ligações e reposições pedidas num navegador precisam de um code_challenge PKCE (base64url do SHA-256 de um code_verifier); o SDK do Foyer acrescenta-o.',
  invalid_id_token: 'Não foi possível verificar o token de ID.',
  invalid_crypto_wallet_address: 'O endereço da carteira não é válido para este tipo de carteira.',
  invalid_crypto_wallet_signature: 'A assinatura não corresponde ao endereço da carteira.',
  crypto_wallet_challenge_not_found:
    'Não há nenhum pedido de início de sessão em aberto para esta carteira. Comece novamente.',
  crypto_wallet_challenge_expired: 'O pedido de início de sessão expirou. Comece novamente.',
  crypto_wallet_challenge_already_used: 'Esta assinatura já foi utilizada. Comece novamente.',
  too_many_requests: 'Demasiados pedidos. Aguarde um momento e tente novamente.',
  server_busy: 'O servidor está ocupado. Tente novamente dentro de momentos.',
  server_not_ready: 'O servidor ainda não está pronto para responder a pedidos.',
  email_delivery_failed: 'Não foi possível enviar o email neste momento. Tente novamente dentro de instantes.',
  internal_server_error: 'Ocorreu um problema do nosso lado. Tente novamente.',

  'unauthorized_credentials.password': 'O e-mail ou a palavra-passe estão incorretos.',
  'password_reset_token_not_found.used': 'Esta ligação de reposição já foi utilizada. Peça uma nova.',
  'server_busy.shutting_down': 'O servidor está a ser encerrado. Tente novamente.',
  'reset_password.breached':
    'Esta palavra-passe apareceu numa fuga de dados de outro site. Verifique o seu e-mail para definir uma nova palavra-passe.',
  'weak_password.policy': 'Esta palavra-passe não cumpre a política de palavras-passe.',
  'weak_password.missingCharacters': 'Carateres ainda em falta: {{count}}.',
  'weak_password.missingKinds':
    'Tipos de caráter ainda em falta (minúsculas, maiúsculas, números, símbolos): {{count}}.',
  'too_many_requests.failedLogins':
    'Demasiadas tentativas de início de sessão falhadas nesta conta. Tente novamente mais tarde.',
  'too_many_requests.failedLoginsFromNetwork':
    'Demasiadas tentativas de início de sessão falhadas a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.wrongPasscodes':
    'Demasiados códigos errados para esta conta. Aguarde um momento antes de tentar novamente.',
  'too_many_requests.wrongPasscodesFromNetwork':
    'Demasiados códigos errados a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.resetEmails': 'Demasiados e-mails de reposição para este endereço. Tente novamente mais tarde.',
  'too_many_requests.resetEmailsFromNetwork':
    'Foram pedidos demasiados e-mails de reposição a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.messages': 'Foram pedidas demasiadas mensagens. Aguarde um momento e tente novamente.',
  'too_many_requests.signUps': 'Demasiados registos a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.passwordChecks':
    'Demasiadas verificações de palavra-passe a partir da sua rede. Aguarde um momento e tente novamente.',
  'too_many_requests.accountLookups':
    'Demasiadas pesquisas de contas a partir da sua rede. Aguarde um momento e tente novamente.',
  'too_many_requests.walletAttempts':
    'Demasiadas tentativas de início de sessão com carteira a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.signInStarts':
    'Demasiadas tentativas de início de sessão a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.events': 'Demasiados eventos a partir da sua rede. Aguarde algum tempo antes de enviar mais.',

  'feedback.straightRows': 'Filas seguidas de teclas são fáceis de adivinhar',
  'feedback.shortKeyboardPatterns': 'Padrões de teclado curtos são fáceis de adivinhar',
  'feedback.longerKeyboardPattern': 'Utilize um padrão de teclado mais longo e com mais mudanças de direção',
  'feedback.repeatedCharacters': 'Repetições como «aaa» são fáceis de adivinhar',
  'feedback.repeatedPatterns':
    'Repetições como «abcabcabc» são apenas ligeiramente mais difíceis de adivinhar do que «abc»',
  'feedback.avoidRepeats': 'Evite palavras e carateres repetidos',
  'feedback.sequences': 'Sequências como abc ou 6543 são fáceis de adivinhar',
  'feedback.avoidSequences': 'Evite sequências',
  'feedback.recentYears': 'Anos recentes são fáceis de adivinhar',
  'feedback.avoidRecentYears': 'Evite anos recentes',
  'feedback.avoidYearsAssociated': 'Evite anos que estejam associados a si',
  'feedback.dates': 'As datas são muitas vezes fáceis de adivinhar',
  'feedback.avoidDates': 'Evite datas e anos que estejam associados a si',
  'feedback.topTen': 'Esta é uma das 10 palavras-passe mais comuns',
  'feedback.topHundred': 'Esta é uma das 100 palavras-passe mais comuns',
  'feedback.veryCommon': 'Esta é uma palavra-passe muito comum',
  'feedback.similarToCommon': 'Esta palavra-passe é semelhante a uma palavra-passe muito utilizada',
  'feedback.wordByItself': 'Uma palavra isolada é fácil de adivinhar',
  'feedback.namesByThemselves': 'Nomes próprios e apelidos isolados são fáceis de adivinhar',
  'feedback.commonNames': 'Nomes próprios e apelidos comuns são fáceis de adivinhar',
  'feedback.capitalization': 'As maiúsculas não ajudam muito',
  'feedback.allUppercase': 'Tudo em maiúsculas é quase tão fácil de adivinhar como tudo em minúsculas',
  'feedback.reversedWords': 'Palavras escritas ao contrário não são muito mais difíceis de adivinhar',
  'feedback.substitutions': 'Substituições previsíveis, como «@» em vez de «a», não ajudam muito',
  'feedback.addWords': 'Acrescente mais uma ou duas palavras. Palavras pouco comuns são melhores.',
  'feedback.fewWords': 'Utilize algumas palavras e evite expressões comuns',
  'feedback.noNeedForSymbols': 'Não precisa de símbolos, números nem maiúsculas',
  'feedback.emailInPassword': 'Evite utilizar o seu endereço de e-mail na palavra-passe.',
};
