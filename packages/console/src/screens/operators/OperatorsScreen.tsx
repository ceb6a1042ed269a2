import { type FormEvent, useState } from 'react';
import { adminCall } from '../../api/client.ts';
import type { OperatorRole, OperatorView } from '../../api/types.ts';
import { useConsole } from '../../shell/console-context.ts';
import { t } from '../../strings.ts';
import { DataTable } from '../common/DataTable.tsx';
import { Denied } from '../common/Denied.tsx';
import { ShownOnce } from '../common/ShownOnce.tsx';
import { useAct } from '../common/useAct.ts';
import { useAdminData } from '../common/useAdminData.ts';

interface TokenView {
  token_id: string;
  name: string;
  last_four: string;
  email: string;
  last_used_at: string | null;
  revoked_at: string | null;
}
const ROLES: OperatorRole[] = ['admin', 'developer', 'support', 'viewer'];

/** Operators (invite with a one-time link, change role, remove) and admin API tokens (create shown once, revoke). */
export function OperatorsScreen() {
  const { operator: me, denied } = useConsole();
  const why = denied('operators.manage');
  const { data, error, reload } = useAdminData(async () => {
    const [operators, tokens] = await Promise.all([
      adminCall<{ operators: OperatorView[] }>('GET', '/operators'),
      adminCall<{ tokens: TokenView[] }>('GET', '/tokens'),
    ]);
    return { operators: operators.operators, tokens: tokens.tokens };
  }, 'operators');
  const [shown, setShown] = useState<{ label: string; value: string } | null>(null);
  const [invite, setInvite] = useState<{ email: string; role: OperatorRole }>({ email: '', role: 'viewer' });
  const [tokenFor, setTokenFor] = useState<{ operatorId: string; name: string }>({ operatorId: '', name: '' });

  const { act, failure } = useAct(reload);
  const sendInvite = (event: FormEvent) => {
    event.preventDefault();
    act(async () => {
      const answer = await adminCall<{ invite_url: string }>('POST', '/operators', invite);
      setShown({ label: t('operators.inviteUrl', { email: invite.email }), value: answer.invite_url });
      setInvite({ email: '', role: invite.role });
    });
  };
  const createToken = (event: FormEvent) => {
    event.preventDefault();
    act(async () => {
      const operatorId = tokenFor.operatorId || data?.operators[0]?.operator_id || '';
      const path = `/operators/${encodeURIComponent(operatorId)}/tokens`;
      const answer = await adminCall<{ token: string }>('POST', path, { name: tokenFor.name });
      setShown({ label: t('operators.newToken', { name: tokenFor.name }), value: answer.token });
      setTokenFor({ operatorId, name: '' });
    });
  };
  const disabledProps = { disabled: why !== null, 'aria-describedby': why ? 'operators-why' : undefined };

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.operators')}</h1>
      <Denied id="operators-why" reason={why} />
      {shown && <ShownOnce label={shown.label} value={shown.value} />}
      {(error || failure) && (
        <p role="alert" className="error">
          {failure ?? error}
        </p>
      )}
      <form className="card row" onSubmit={sendInvite}>
        <h2 className="full">{t('operators.invite')}</h2>
        <label className="inline">
          {t('operators.email')}
          <input
            type="email"
            required
            value={invite.email}
            onChange={(event) => setInvite({ ...invite, email: event.target.value })}
          />
        </label>
        <label className="inline">
          {t('operators.role')}
          <select
            value={invite.role}
            onChange={(event) => setInvite({ ...invite, role: event.target.value as OperatorRole })}
          >
            {ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="primary" {...disabledProps}>
          {t('operators.invite.send')}
        </button>
      </form>
      {data && (
        <DataTable caption={t('operators.caption')} columns={[t('operators.email'), t('operators.role')]}>
          {data.operators.map((each) => (
            <tr key={each.operator_id}>
              <td>
                {each.email}
                {each.operator_id === me.operator_id && <span className="muted"> ({t('operators.you')})</span>}
              </td>
              <td>
                <select
                  aria-label={t('operators.roleOf', { email: each.email })}
                  value={each.role}
                  {...disabledProps}
                  onChange={(event) =>
                    act(() =>
                      adminCall('PATCH', `/operators/${encodeURIComponent(each.operator_id)}`, {
                        role: event.target.value,
                      }).then(() => {}),
                    )
                  }
                >
                  {ROLES.map((role) => (
                    <option key={role}>{role}</option>
                  ))}
                </select>
              </td>
              <td>
                <button
                  type="button"
                  className="danger"
                  aria-label={t('operators.remove.label', { email: each.email })}
                  {...disabledProps}
                  onClick={() =>
                    act(() => adminCall('DELETE', `/operators/${encodeURIComponent(each.operator_id)}`).then(() => {}))
                  }
                >
                  {t('operators.remove')}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <h2>{t('operators.tokens')}</h2>
      <form className="card row" onSubmit={createToken}>
        <label className="inline">
          {t('operators.token.for')}
          <select
            value={tokenFor.operatorId}
            onChange={(event) => setTokenFor({ ...tokenFor, operatorId: event.target.value })}
          >
            {data?.operators.map((each) => (
              <option key={each.operator_id} value={each.operator_id}>
                {each.email} ({each.role})
              </option>
            ))}
          </select>
        </label>
        <label className="inline">
          {t('operators.token.name')}
          <input
            required
            maxLength={100}
            value={tokenFor.name}
            onChange={(event) => setTokenFor({ ...tokenFor, name: event.target.value })}
          />
        </label>
        <button type="submit" className="primary" {...disabledProps}>
          {t('operators.token.create')}
        </button>
      </form>
      {data && (
        <DataTable
          caption={t('operators.tokens.caption')}
          columns={[t('operators.token.name'), t('operators.email'), t('operators.token.lastUsed')]}
        >
          {data.tokens.map((token) => (
            <tr key={token.token_id}>
              <td>
                {token.name} <code>…{token.last_four}</code>
              </td>
              <td>{token.email}</td>
              <td>{token.last_used_at ? new Date(token.last_used_at).toLocaleString() : t('operators.token.never')}</td>
              <td>
                {token.revoked_at ? (
                  t('secrets.revokedAt', { at: new Date(token.revoked_at).toLocaleString() })
                ) : (
                  <button
                    type="button"
                    className="danger"
                    aria-label={t('operators.token.revoke.label', { name: token.name })}
                    {...disabledProps}
                    onClick={() =>
                      act(() => adminCall('DELETE', `/tokens/${encodeURIComponent(token.token_id)}`).then(() => {}))
                    }
                  >
                    {t('secrets.revoke')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
