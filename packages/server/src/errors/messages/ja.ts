import type { ErrorMessages } from './en.ts';

/** Japanese: the error messages a person may read (keys and {{placeholders}} as `en.ts`). */
export const ja: ErrorMessages = {
  bad_request: 'リクエストを解釈できませんでした。',
  invalid_email: 'メールアドレスが無効です',
  invalid_phone_number: '電話番号が無効です。もう一度お試しください。',
  invalid_session_duration: 'session_duration_minutes は 5〜527040（1 年）の整数にしてください。',
  invalid_expiration:
    '有効期限が範囲外です。ログインリンクとリセットリンクは 5〜10080 分、パスコードは 1〜10 分の範囲で指定してください。',
  redirect_url_not_allowed: 'このリダイレクト URL は、プロジェクトで許可されたリダイレクト URL の一覧にありません。',
  no_redirect_url_configured:
    'リダイレクト URL が指定されておらず、プロジェクトに既定のリダイレクト URL もありません。',
  template_not_found: 'その ID のメールテンプレートは設定されていません。',
  not_found: 'そのようなエンドポイントはありません。',
  method_not_allowed: 'この HTTP メソッドはここでは使用できません。',
  payload_too_large: 'リクエスト本文が大きすぎます。',
  unsupported_media_type:
    'リクエスト本文は JSON 形式で、Content-Type: application/json ヘッダーを付けて送信してください。',
  invalid_public_token: 'この公開トークンは、どのプロジェクトでも有効ではありません。',
  unauthorized_credentials: '指定された認証情報が無効です。',
  origin_not_allowed:
    'このオリジンはプロジェクトの承認済みオリジンではありません。authorized_origins に追加してください。',
  product_not_enabled: 'このログイン方法はプロジェクトで有効になっていません。',
  host_not_allowed:
    '開発用エンドポイントは、サーバー自身のアドレス（そのポートの localhost、127.0.0.1、[::1]、または FOYER_PUBLIC_URL）でのみ応答します。',
  session_not_found: 'セッションが不明か、有効期限切れか、取り消されています。',
  invalid_session_jwt: 'セッション JWT の形式が不正か、有効期限切れか、このサーバーによって署名されていません。',
  missing_session: 'この呼び出しにはログイン済みのセッションが必要です。',
  user_not_found: 'その ID のユーザーは存在しません。',
  email_not_found: 'その ID のメールアドレスは、このプロジェクトのどのユーザーにも属していません。',
  phone_number_not_found: 'その ID の電話番号は、このプロジェクトのどのユーザーにも属していません。',
  oauth_user_registration_not_found:
    'その ID の OAuth プロバイダ連携は、このプロジェクトのどのユーザーにも属していません。',
  crypto_wallet_not_found: 'その ID の暗号資産ウォレットは、このプロジェクトのどのユーザーにも属していません。',
  password_not_found: 'その ID のパスワードは、このプロジェクトのどのユーザーにも属していません。',
  duplicate_phone_number: 'この電話番号のユーザーはすでに存在します。',
  missing_email_or_phone_number: '新しいユーザーのメールアドレスまたは phone_number（または両方）を指定してください。',
  invalid_metadata:
    'trusted_metadata と untrusted_metadata は、それぞれトップレベルのキーが 20 個以下、サイズが 4096 バイト以下の JSON オブジェクトにしてください。',
  invalid_search_cursor:
    'このカーソルはこの検索で返されたものではありません。results_metadata.next_cursor を受け取ったとおりに渡してください。',
  unverified_account:
    '先にメールアドレスまたは電話番号を確認してから（ログインリンクまたはパスコードでログイン）、もう一度お試しください。',
  magic_link_not_found: 'このログインリンクは無効です。新しいリンクをリクエストしてください。',
  magic_link_expired: 'このログインリンクは有効期限が切れています。新しいリンクをリクエストしてください。',
  magic_link_already_used: 'このログインリンクはすでに使用されています。新しいリンクをリクエストしてください。',
  otp_code_not_found: 'パスコードが無効です。もう一度お試しください。',
  otp_code_expired: 'このパスコードは有効期限が切れています。新しいパスコードをリクエストしてください。',
  otp_attempts_exceeded: 'このパスコードの入力ミスが多すぎます。新しいパスコードをリクエストしてください。',
  weak_password: 'このパスワードは弱すぎます。より強力なパスワードを選んでください。',
  breached_password:
    'このパスワードは、セキュリティ上の問題が発生した別のサイトで使われた可能性があります。別のパスワードを選んでください。',
  reset_password: 'メールを確認して新しいパスワードを設定してください。',
  duplicate_email: 'このメールアドレスのアカウントはすでに存在します。ログインしてください。',
  password_reset_token_not_found: 'このリセットリンクは無効です。新しいリンクをリクエストしてください。',
  password_reset_token_expired: 'このリセットリンクは有効期限が切れています。新しいリンクをリクエストしてください。',
  webauthn_registration_not_found:
    'パスキーの登録が見つかりません。パスキーをアカウントからは削除したものの、パスワード マネージャーからは削除していない可能性があります。もう一度お試しください。',
  duplicate_webauthn_registration:
    'このパスキーはすでに登録されているようなので、作成できません。別のデバイスで登録され、デバイス間で同期された可能性があります。',
  webauthn_challenge_not_found: 'パスキーのチャレンジが不明か、使用済みか、有効期限切れです。もう一度お試しください。',
  invalid_webauthn_response: 'パスキーの応答を検証できませんでした。',
  oauth_provider_not_configured: 'この OAuth プロバイダはプロジェクトで設定されていません。',
  oauth_token_not_found: 'このログイントークンは無効です。もう一度ログインしてください。',
  oauth_token_expired: 'このログイントークンは有効期限が切れています。もう一度ログインしてください。',
  oauth_token_already_used: 'このログイントークンはすでに使用されています。もう一度ログインしてください。',
  oauth_state_mismatch: 'ログインリクエストを照合できませんでした。最初からやり直してください。',
  oauth_provider_error: 'プロバイダでログインが完了しませんでした。',
  oauth_access_denied: 'ログインがキャンセルされたか、プロバイダに拒否されました。',
  pkce_mismatch:
    'このリンクは別のブラウザでリクエストされました。リクエストしたブラウザで開くか、新しいリンクをリクエストしてください。',
  pkce_expected_code_verifier:
    'このリンクは別のブラウザでリクエストされました。リクエストしたブラウザで開くか、新しいリンクをリクエストしてください。',
  missing_pkce:
    'ブラウザからリクエストするリンクとリセットには PKCE の code_challenge（code_verifier の SHA-256 を base64url にしたもの）が必要です。Foyer の SDK が付加します。',
  invalid_id_token: 'ID トークンを検証できませんでした。',
  invalid_crypto_wallet_address: 'このウォレットアドレスは、この種類のウォレットでは無効です。',
  invalid_crypto_wallet_signature: '署名がウォレットアドレスと一致しません。',
  crypto_wallet_challenge_not_found:
    'このウォレットの未完了のログインリクエストはありません。最初からやり直してください。',
  crypto_wallet_challenge_expired: 'ログインリクエストの有効期限が切れました。最初からやり直してください。',
  crypto_wallet_challenge_already_used: 'この署名はすでに使用されています。最初からやり直してください。',
  too_many_requests: 'リクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  server_busy: 'サーバーが混み合っています。少し時間をおいて、もう一度お試しください。',
  server_not_ready: 'サーバーはまだリクエストに応答できる状態ではありません。',
  email_delivery_failed: '現在メールを送信できませんでした。しばらくしてからもう一度お試しください。',
  internal_server_error: 'こちら側で問題が発生しました。もう一度お試しください。',
  'unauthorized_credentials.password': 'メールアドレスまたはパスワードが正しくありません。',
  'password_reset_token_not_found.used':
    'このリセットリンクはすでに使用されています。新しいリンクをリクエストしてください。',
  'server_busy.shutting_down': 'サーバーをシャットダウンしています。もう一度お試しください。',
  'reset_password.breached':
    'このパスワードは、別のサイトのデータ漏えいで流出しています。メールを確認して新しいパスワードを設定してください。',
  'weak_password.policy': 'このパスワードはパスワードポリシーを満たしていません。',
  'weak_password.missingCharacters': 'あと {{count}} 文字必要です。',
  'weak_password.missingKinds': 'あと {{count}} 種類の文字（小文字、大文字、数字、記号）が必要です。',
  'too_many_requests.failedLogins':
    'このアカウントへのログイン失敗が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.failedLoginsFromNetwork':
    'お使いのネットワークからのログイン失敗が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.wrongPasscodes':
    'このアカウントで誤ったパスコードの入力が多すぎます。少し待ってから、もう一度お試しください。',
  'too_many_requests.wrongPasscodesFromNetwork':
    'お使いのネットワークから誤ったパスコードの入力が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.resetEmails': 'このアドレスへのリセットメールが多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.resetEmailsFromNetwork':
    'お使いのネットワークからのリセットメールのリクエストが多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.messages': 'メッセージのリクエストが多すぎます。少し待ってから、もう一度お試しください。',
  'too_many_requests.signUps': 'お使いのネットワークからの新規登録が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.passwordChecks':
    'お使いのネットワークからのパスワードチェックが多すぎます。少し待ってから、もう一度お試しください。',
  'too_many_requests.accountLookups':
    'お使いのネットワークからのアカウント検索が多すぎます。少し待ってから、もう一度お試しください。',
  'too_many_requests.walletAttempts':
    'お使いのネットワークからのウォレットでのログイン試行が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.signInStarts':
    'お使いのネットワークからのログイン試行が多すぎます。時間をおいて、もう一度お試しください。',
  'too_many_requests.events':
    'お使いのネットワークからのイベントが多すぎます。しばらく時間をおいてから送信してください。',
  'feedback.straightRows': 'キーボードの 1 列をそのままなぞった文字列は簡単に推測されます',
  'feedback.shortKeyboardPatterns': '短いキーボードパターンは簡単に推測されます',
  'feedback.longerKeyboardPattern': '折り返しの多い、より長いキーボードパターンを使ってください',
  'feedback.repeatedCharacters': '「aaa」のような繰り返しは簡単に推測されます',
  'feedback.repeatedPatterns': '「abcabcabc」のような繰り返しは、「abc」よりわずかに推測しにくいだけです',
  'feedback.avoidRepeats': '単語や文字の繰り返しは避けてください',
  'feedback.sequences': 'abc や 6543 のような連続した文字列は簡単に推測されます',
  'feedback.avoidSequences': '連続した文字列は避けてください',
  'feedback.recentYears': '最近の年は簡単に推測されます',
  'feedback.avoidRecentYears': '最近の年は避けてください',
  'feedback.avoidYearsAssociated': 'ご自身に関係のある年は避けてください',
  'feedback.dates': '日付は推測されやすいことがよくあります',
  'feedback.avoidDates': 'ご自身に関係のある日付や年は避けてください',
  'feedback.topTen': 'よく使われるパスワードの上位 10 件に入っています',
  'feedback.topHundred': 'よく使われるパスワードの上位 100 件に入っています',
  'feedback.veryCommon': '非常によく使われるパスワードです',
  'feedback.similarToCommon': 'よく使われるパスワードに似ています',
  'feedback.wordByItself': '単語 1 つだけでは簡単に推測されます',
  'feedback.namesByThemselves': '名前や名字だけでは簡単に推測されます',
  'feedback.commonNames': 'よくある名前や名字は簡単に推測されます',
  'feedback.capitalization': '大文字を使っても、あまり効果はありません',
  'feedback.allUppercase': 'すべて大文字にしても、すべて小文字の場合とほとんど同じくらい簡単に推測されます',
  'feedback.reversedWords': '単語を逆から書いても、推測の難しさはあまり変わりません',
  'feedback.substitutions': '「a」の代わりに「@」を使うような予測しやすい置き換えは、あまり効果がありません',
  'feedback.addWords': '単語をあと 1〜2 個追加してください。一般的でない単語のほうが効果的です。',
  'feedback.fewWords': '複数の単語を組み合わせ、よくあるフレーズは避けてください',
  'feedback.noNeedForSymbols': '記号、数字、大文字を使う必要はありません',
  'feedback.emailInPassword': 'パスワードにメールアドレスを使わないでください。',
};
