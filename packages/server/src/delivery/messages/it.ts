import type { Messages } from './en.ts';

/** Italian: the wording of the emails and texts (keys and placeholders as `en.ts`). */
export const it: Messages = {
  'magicLink.login.subject': 'Il tuo link di accesso a {{project_name}}',
  'magicLink.login.intro': 'Fai clic sul link qui sotto per accedere a {{project_name}}.',
  'magicLink.login.action': 'Accedi',
  'magicLink.signup.subject': 'Completa la creazione del tuo account {{project_name}}',
  'magicLink.signup.intro':
    'Fai clic sul link qui sotto per confermare il tuo indirizzo email e completare la creazione del tuo account {{project_name}}.',
  'magicLink.signup.action': 'Conferma e continua',
  'magicLink.openInBrowser': 'Oppure apri questo indirizzo nel browser:',
  'magicLink.footer':
    'Il link scade tra {{expiration}} e funziona una sola volta. Se non l’hai richiesto, puoi ignorare questa email.',
  'otp.login.subject': 'Il tuo codice di accesso a {{project_name}} è {{code}}',
  'otp.login.intro': 'Inserisci questo codice per accedere a {{project_name}}:',
  'otp.signup.subject': 'Il tuo codice di registrazione a {{project_name}} è {{code}}',
  'otp.signup.intro': 'Inserisci questo codice per completare la creazione del tuo account {{project_name}}:',
  'otp.footer':
    'Il codice scade tra {{expiration}} e funziona una sola volta. Se non l’hai richiesto, puoi ignorare questa email.',
  'otp.sms': '{{code}} è il tuo codice {{project_name}}. Scade tra {{expiration}}.',
  'reset.subject': 'Reimposta la password di {{project_name}}',
  'reset.intro': 'Fai clic sul link qui sotto per impostare una nuova password per {{project_name}}.',
  'reset.footer':
    'Il link scade tra {{expiration}} e funziona una sola volta. Se non l’hai richiesto, puoi ignorare questa email: la tua password non è cambiata.',
  'reset.loginIntro': 'Oppure accedi senza password:',
  'reset.loginIntroExpiring': 'Oppure accedi senza password (questo link scade tra {{expiration}}):',
};
