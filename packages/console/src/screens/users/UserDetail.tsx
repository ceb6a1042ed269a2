import { useCallback, useEffect, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { SessionView, UserView } from '../../api/types.ts';
import { errorText } from '../../auth/errors.ts';
import { useConsole } from '../../shell/console-context.ts';
import { Link } from '../../shell/Link.tsx';
import { navigate } from '../../shell/router.ts';
import { t } from '../../strings.ts';
import { ActionButton } from './ActionButton.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';
import { DeleteUser } from './DeleteUser.tsx';
import { MetadataForm } from './MetadataForm.tsx';
import { usersApi } from './users-api.ts';

interface AuditEntry {
  audit_id: string;
  at: string;
  action: string;
  result: string;
  actor: { email: string | null; role: string | null; token_name: string | null };
}

const REASON_ID = 'users-manage-denied';

/** One user: identifiers, factors, sessions, recent operator actions on them, metadata, and the actions. */
export function UserDetail({ projectId, userId }: { projectId: string; userId: string }) {
  const { denied } = useConsole();
  const api = usersApi(projectId);
  const [user, setUser] = useState<UserView | null>(null);
  const [sessions, setSessions] = useState<SessionView[]>([]);
  const [events, setEvents] = useState<AuditEntry[]>([]);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const refusal = denied('users.manage');

  // biome-ignore lint/correctness/useExhaustiveDependencies: api is rebuilt each render from projectId
  const load = useCallback(async () => {
    try {
      const [found, live, log] = await Promise.all([
        api.user(userId),
        api.sessions(userId),
        adminCall<{ entries: AuditEntry[] }>('GET', `/audit_log?target=${encodeURIComponent(userId)}&limit=20`),
      ]);
      setUser(found);
      setSessions(live.sessions);
      setEvents(log.entries);
    } catch (caught) {
      setStatus({ text: errorText(caught), error: true });
    }
  }, [projectId, userId]);
  useEffect(() => {
    load();
  }, [load]);

  /** Runs a change, says how it went, and reloads what it changed. */
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await change();
      setStatus({ text: done, error: false });
      await load();
    } catch (caught) {
      setStatus({ text: errorText(caught), error: true });
    } finally {
      setBusy(false);
    }
  };
  const button = (text: string, change: () => Promise<unknown>, done: string, danger = false) => (
    <ActionButton onClick={() => act(change, done)} denied={refusal} reasonId={REASON_ID} busy={busy} danger={danger}>
      {text}
    </ActionButton>
  );
  /** Removing a factor asks first, naming it: the user can no longer sign in with it. */
  const remove = (path: string, what: string) => (
    <ConfirmButton
      label={t('user.remove')}
      question={t('user.remove.confirm', { what })}
      onConfirm={() => act(() => api.remove(path), t('user.removed'))}
      denied={refusal}
      reasonId={REASON_ID}
      busy={busy}
    />
  );

  if (!user) {
    return (
      <section aria-labelledby="screen-title">
        <h1 id="screen-title">{t('users.title')}</h1>
        {status ? <p role="alert">{status.text}</p> : <p>{t('loading')}</p>}
      </section>
    );
  }
  const title = user.emails[0]?.email ?? user.phone_numbers[0]?.phone_number ?? user.user_id;
  const none = <p className="muted">{t('user.none')}</p>;
  return (
    <section aria-labelledby="screen-title">
      <p>
        <Link to="/users">{t('user.back')}</Link>
      </p>
      <h1 id="screen-title">{title}</h1>
      <p className="muted">
        {user.user_id} · {user.status} · {new Date(user.created_at).toLocaleString()}
      </p>
      {refusal && (
        <p id={REASON_ID} className="why">
          {refusal}
        </p>
      )}
      <p role="status" className={status?.error ? 'error' : 'success'}>
        {status?.text}
      </p>

      <div className="grid2">
        <div className="card">
          <h2>{t('user.identifiers')}</h2>
          <ul className="list">
            {user.emails.map((email) => (
              <li key={email.email_id}>
                <span>
                  {email.email} ({email.verified ? t('user.verified') : t('user.unverified')})
                </span>
                <span className="row">
                  {!email.verified &&
                    button(t('user.resend'), () => api.resend(email.email), t('user.resent', { email: email.email }))}
                  {remove(`/users/emails/${email.email_id}`, email.email)}
                </span>
              </li>
            ))}
            {user.phone_numbers.map((phone) => (
              <li key={phone.phone_id}>
                <span>
                  {phone.phone_number} ({phone.verified ? t('user.verified') : t('user.unverified')})
                </span>
                {remove(`/users/phone_numbers/${phone.phone_id}`, phone.phone_number)}
              </li>
            ))}
          </ul>
          {user.emails.length + user.phone_numbers.length === 0 && none}

          <h2>{t('user.password')}</h2>
          <ul className="list">
            <li>
              <span>{user.password ? t('user.password.set') : t('user.password.none')}</span>
              {user.password && remove(`/users/passwords/${user.password.password_id}`, t('user.password.one'))}
            </li>
          </ul>

          <h2>{t('user.passkeys')}</h2>
          <ul className="list">
            {user.webauthn_registrations.map((passkey) => (
              <li key={passkey.webauthn_registration_id}>
                <span>{passkey.name || passkey.domain || passkey.webauthn_registration_id}</span>
                {remove(
                  `/users/webauthn_registrations/${passkey.webauthn_registration_id}`,
                  passkey.name || passkey.domain || t('user.passkey.one'),
                )}
              </li>
            ))}
          </ul>
          {user.webauthn_registrations.length === 0 && none}

          <h2>{t('user.wallets')}</h2>
          <ul className="list">
            {user.crypto_wallets.map((wallet) => (
              <li key={wallet.crypto_wallet_id}>
                <span>
                  {wallet.crypto_wallet_type}: {wallet.crypto_wallet_address}
                </span>
                {remove(`/users/crypto_wallets/${wallet.crypto_wallet_id}`, wallet.crypto_wallet_address)}
              </li>
            ))}
          </ul>
          {user.crypto_wallets.length === 0 && none}

          <h2>{t('user.oauth')}</h2>
          <ul className="list">
            {user.providers.map((provider) => (
              <li key={provider.oauth_user_registration_id}>
                <span>{provider.provider_type}</span>
                {remove(`/users/oauth/${provider.oauth_user_registration_id}`, provider.provider_type)}
              </li>
            ))}
          </ul>
          {user.providers.length === 0 && none}

          <h2>{t('user.totp')}</h2>
          <ul className="list">
            {(user.totps ?? []).map((totp) => (
              <li key={totp.totp_id}>
                <span>
                  {totp.totp_id} ({totp.verified ? t('user.verified') : t('user.unverified')})
                </span>
                {remove(`/users/totps/${totp.totp_id}`, t('user.totp.one'))}
              </li>
            ))}
          </ul>
          {(user.totps ?? []).length === 0 && none}
        </div>

        <div>
          <div className="card">
            <h2>{t('user.sessions')}</h2>
            {sessions.length === 0 ? (
              <p>{t('user.sessions.none')}</p>
            ) : (
              <ul className="list" aria-label={t('user.sessions')}>
                {sessions.map((session) => (
                  <li key={session.session_id}>
                    <span>
                      {session.attributes?.ip_address || '—'} · {session.attributes?.user_agent || '—'} ·{' '}
                      {t('user.session.lastUsed', { at: new Date(session.last_accessed_at).toLocaleString() })}
                    </span>
                    {button(t('user.revoke'), () => api.revokeSession(session.session_id), t('user.revoked'), true)}
                  </li>
                ))}
              </ul>
            )}
            {sessions.length > 0 && button(t('user.revokeAll'), () => api.revokeAll(userId), t('user.revoked'), true)}
          </div>
          <div className="card">
            <h2>{t('user.events')}</h2>
            {events.length === 0 ? (
              <p>{t('user.events.none')}</p>
            ) : (
              <ul className="list">
                {events.map((entry) => (
                  <li key={entry.audit_id}>
                    <span>
                      {entry.action} · {entry.actor.email ?? entry.actor.token_name} · {entry.result}
                    </span>
                    <span className="muted">{new Date(entry.at).toLocaleString()}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <MetadataForm
            user={user}
            denied={refusal}
            reasonId={REASON_ID}
            onSave={(body) => act(() => api.updateMetadata(userId, body), t('user.metadata.saved'))}
          />
          <DeleteUser
            email={user.emails[0]?.email ?? user.user_id}
            denied={refusal}
            reasonId={REASON_ID}
            onDelete={() =>
              act(async () => {
                await api.deleteUser(userId);
                navigate('/users');
              }, t('user.deleted'))
            }
          />
        </div>
      </div>
    </section>
  );
}
