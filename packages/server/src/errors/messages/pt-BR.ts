import type { ErrorMessages } from './en.ts';

/** Brazilian Portuguese: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const ptBR: ErrorMessages = {
  bad_request: 'A solicitação não foi compreendida.',
  invalid_email: 'Endereço de e-mail inválido',
  invalid_phone_number: 'Número de telefone inválido, tente novamente.',
  invalid_session_duration: 'session_duration_minutes deve ser um número inteiro de 5 a 527040 (um ano).',
  invalid_expiration:
    'A expiração está fora do intervalo permitido: links de login e de redefinição duram de 5 a 10080 minutos; códigos, de 1 a 10.',
  redirect_url_not_allowed:
    'A URL de redirecionamento não está na lista de URLs de redirecionamento permitidas do projeto.',
  no_redirect_url_configured:
    'Nenhuma URL de redirecionamento foi informada e o projeto não tem uma URL de redirecionamento padrão.',
  template_not_found: 'Nenhum modelo de e-mail com esse ID está configurado.',
  not_found: 'Esse endpoint não existe.',
  method_not_allowed: 'Esse método HTTP não é permitido aqui.',
  payload_too_large: 'O corpo da solicitação é grande demais.',
  unsupported_media_type: 'Envie o corpo da solicitação como JSON, com o cabeçalho Content-Type: application/json.',
  invalid_public_token: 'O token público não é válido para nenhum projeto.',
  unauthorized_credentials: 'As credenciais informadas não são válidas.',
  origin_not_allowed: 'Esta origem não é uma origem autorizada do projeto. Adicione-a a authorized_origins.',
  product_not_enabled: 'Este método de login não está ativado para o projeto.',
  host_not_allowed:
    'Os endpoints de desenvolvimento só respondem no próprio endereço do servidor (localhost, 127.0.0.1 ou [::1] na porta dele, ou FOYER_PUBLIC_URL).',
  session_not_found: 'A sessão é desconhecida, expirou ou foi revogada.',
  invalid_session_jwt: 'O JWT da sessão está malformado, expirou ou não foi assinado por este servidor.',
  missing_session: 'Esta chamada exige uma sessão autenticada.',
  user_not_found: 'Nenhum usuário com esse ID.',
  email_not_found: 'Nenhum endereço de e-mail com esse ID pertence a um usuário deste projeto.',
  phone_number_not_found: 'Nenhum número de telefone com esse ID pertence a um usuário deste projeto.',
  oauth_user_registration_not_found:
    'Nenhum vínculo com provedor OAuth com esse ID pertence a um usuário deste projeto.',
  crypto_wallet_not_found: 'Nenhuma carteira de criptomoedas com esse ID pertence a um usuário deste projeto.',
  password_not_found: 'Nenhuma senha com esse ID pertence a um usuário deste projeto.',
  duplicate_phone_number: 'Já existe um usuário com este número de telefone.',
  missing_email_or_phone_number: 'Informe um e-mail ou um phone_number (ou ambos) para o novo usuário.',
  invalid_metadata:
    'trusted_metadata e untrusted_metadata devem ser, cada um, um objeto JSON com no máximo 20 chaves de nível superior e 4096 bytes.',
  invalid_search_cursor:
    'Este cursor não veio desta busca. Passe results_metadata.next_cursor exatamente como foi recebido.',
  unverified_account:
    'Primeiro confirme seu endereço de e-mail ou número de telefone (entre com um link ou código de login) e tente novamente.',
  magic_link_not_found: 'Este link de login não é válido. Solicite um novo.',
  magic_link_expired: 'Este link de login expirou. Solicite um novo.',
  magic_link_already_used: 'Este link de login já foi usado. Solicite um novo.',
  otp_code_not_found: 'Código inválido, tente novamente.',
  otp_code_expired: 'Este código expirou. Solicite um novo.',
  otp_attempts_exceeded: 'Muitas tentativas erradas para este código. Solicite um novo.',
  weak_password: 'Esta senha é fraca demais. Escolha uma mais forte.',
  breached_password:
    'Esta senha pode ter sido usada em outro site que teve um problema de segurança. Escolha outra senha.',
  reset_password: 'Confira seu e-mail para definir uma nova senha.',
  duplicate_email: 'Já existe uma conta com este e-mail. Faça login nela.',
  password_reset_token_not_found: 'Este link de redefinição não é válido. Solicite um novo.',
  password_reset_token_expired: 'Este link de redefinição expirou. Solicite um novo.',
  webauthn_registration_not_found:
    'Registro da chave de acesso não encontrado. Talvez você tenha excluído a chave da sua conta, mas não do gerenciador de senhas. Tente novamente.',
  duplicate_webauthn_registration:
    'Não é possível criar a chave de acesso porque ela parece já estar registrada. Talvez ela tenha sido registrada em outro dispositivo e sincronizada entre dispositivos.',
  webauthn_challenge_not_found:
    'O desafio da chave de acesso é desconhecido, já foi usado ou expirou. Tente novamente.',
  invalid_webauthn_response: 'Não foi possível verificar a resposta da chave de acesso.',
  oauth_provider_not_configured: 'Este provedor OAuth não está configurado para o projeto.',
  oauth_token_not_found: 'Este token de login não é válido. Faça login novamente.',
  oauth_token_expired: 'Este token de login expirou. Faça login novamente.',
  oauth_token_already_used: 'Este token de login já foi usado. Faça login novamente.',
  oauth_state_mismatch: 'Não foi possível associar a solicitação de login. Comece de novo.',
  oauth_provider_error: 'O provedor não concluiu o login.',
  oauth_access_denied: 'O login foi cancelado ou recusado pelo provedor.',
  pkce_mismatch: 'Este link foi pedido em outro navegador. Abra-o no navegador em que você o pediu ou peça um novo.',
  pkce_expected_code_verifier:
    'Este link foi pedido em outro navegador. Abra-o no navegador em que você o pediu ou peça um novo.',
  missing_pkce:
    'Links e redefinições pedidos em um navegador precisam de um code_challenge PKCE (base64url do SHA-256 de um code_verifier); o SDK do Foyer o adiciona.',
  invalid_id_token: 'Não foi possível verificar o token de ID.',
  invalid_crypto_wallet_address: 'O endereço da carteira não é válido para este tipo de carteira.',
  invalid_crypto_wallet_signature: 'A assinatura não corresponde ao endereço da carteira.',
  crypto_wallet_challenge_not_found: 'Nenhuma solicitação de login em aberto para esta carteira. Comece de novo.',
  crypto_wallet_challenge_expired: 'A solicitação de login expirou. Comece de novo.',
  crypto_wallet_challenge_already_used: 'Esta assinatura já foi usada. Comece de novo.',
  too_many_requests: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  server_busy: 'O servidor está ocupado. Tente novamente em instantes.',
  server_not_ready: 'O servidor ainda não está pronto para responder a solicitações.',
  email_delivery_failed: 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
  internal_server_error: 'Algo deu errado do nosso lado. Tente novamente.',

  'unauthorized_credentials.password': 'O e-mail ou a senha estão incorretos.',
  'password_reset_token_not_found.used': 'Este link de redefinição já foi usado. Solicite um novo.',
  'server_busy.shutting_down': 'O servidor está sendo desligado. Tente novamente.',
  'reset_password.breached':
    'Esta senha apareceu em um vazamento de dados de outro site. Confira seu e-mail para definir uma nova senha.',
  'weak_password.policy': 'Esta senha não atende à política de senhas.',
  'weak_password.missingCharacters': 'Caracteres que ainda faltam: {{count}}.',
  'weak_password.missingKinds':
    'Tipos de caractere que ainda faltam (minúsculas, maiúsculas, números, símbolos): {{count}}.',
  'too_many_requests.failedLogins': 'Muitas tentativas de login sem sucesso nesta conta. Tente novamente mais tarde.',
  'too_many_requests.failedLoginsFromNetwork':
    'Muitas tentativas de login sem sucesso a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.wrongPasscodes':
    'Muitos códigos errados para esta conta. Aguarde um momento antes de tentar novamente.',
  'too_many_requests.wrongPasscodesFromNetwork':
    'Muitos códigos errados a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.resetEmails': 'Muitos e-mails de redefinição para este endereço. Tente novamente mais tarde.',
  'too_many_requests.resetEmailsFromNetwork':
    'Foram solicitados muitos e-mails de redefinição a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.messages': 'Foram solicitadas muitas mensagens. Aguarde um momento e tente novamente.',
  'too_many_requests.signUps': 'Muitos cadastros a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.passwordChecks':
    'Muitas verificações de senha a partir da sua rede. Aguarde um momento e tente novamente.',
  'too_many_requests.accountLookups':
    'Muitas consultas de conta a partir da sua rede. Aguarde um momento e tente novamente.',
  'too_many_requests.walletAttempts':
    'Muitas tentativas de login com carteira a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.signInStarts': 'Muitas tentativas de login a partir da sua rede. Tente novamente mais tarde.',
  'too_many_requests.events': 'Muitos eventos a partir da sua rede. Aguarde um pouco antes de enviar mais.',

  'feedback.straightRows': 'Fileiras retas de teclas são fáceis de adivinhar',
  'feedback.shortKeyboardPatterns': 'Padrões curtos de teclado são fáceis de adivinhar',
  'feedback.longerKeyboardPattern': 'Use um padrão de teclado mais longo e com mais mudanças de direção',
  'feedback.repeatedCharacters': 'Repetições como “aaa” são fáceis de adivinhar',
  'feedback.repeatedPatterns': 'Repetições como “abcabcabc” são só um pouco mais difíceis de adivinhar do que “abc”',
  'feedback.avoidRepeats': 'Evite palavras e caracteres repetidos',
  'feedback.sequences': 'Sequências como abc ou 6543 são fáceis de adivinhar',
  'feedback.avoidSequences': 'Evite sequências',
  'feedback.recentYears': 'Anos recentes são fáceis de adivinhar',
  'feedback.avoidRecentYears': 'Evite anos recentes',
  'feedback.avoidYearsAssociated': 'Evite anos associados a você',
  'feedback.dates': 'Datas costumam ser fáceis de adivinhar',
  'feedback.avoidDates': 'Evite datas e anos associados a você',
  'feedback.topTen': 'Esta é uma das 10 senhas mais comuns',
  'feedback.topHundred': 'Esta é uma das 100 senhas mais comuns',
  'feedback.veryCommon': 'Esta é uma senha muito comum',
  'feedback.similarToCommon': 'Esta senha é parecida com uma senha muito usada',
  'feedback.wordByItself': 'Uma palavra sozinha é fácil de adivinhar',
  'feedback.namesByThemselves': 'Nomes e sobrenomes sozinhos são fáceis de adivinhar',
  'feedback.commonNames': 'Nomes e sobrenomes comuns são fáceis de adivinhar',
  'feedback.capitalization': 'Letras maiúsculas não ajudam muito',
  'feedback.allUppercase': 'Tudo em maiúsculas é quase tão fácil de adivinhar quanto tudo em minúsculas',
  'feedback.reversedWords': 'Palavras invertidas não são muito mais difíceis de adivinhar',
  'feedback.substitutions': 'Substituições previsíveis, como “@” no lugar de “a”, não ajudam muito',
  'feedback.addWords': 'Adicione mais uma ou duas palavras. Palavras incomuns são melhores.',
  'feedback.fewWords': 'Use algumas palavras e evite frases comuns',
  'feedback.noNeedForSymbols': 'Não é preciso usar símbolos, números ou letras maiúsculas',
  'feedback.emailInPassword': 'Evite usar seu endereço de e-mail na senha.',
};
