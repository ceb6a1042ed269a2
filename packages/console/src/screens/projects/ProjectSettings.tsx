import { useState } from 'react';
import type { ProjectView } from '../../api/types.ts';
import { t } from '../../strings.ts';
import { EmailTemplates } from './EmailTemplates.tsx';
import { NumberField } from './NumberField.tsx';
import { OAuthProviders } from './OAuthProviders.tsx';
import { lines, SettingsForm } from './SettingsForm.tsx';
import { SignInMethods } from './SignInMethods.tsx';

type Settings = {
  name?: string;
  authorized_origins?: string[];
  redirect_urls?: { login?: string[]; signup?: string[]; reset_password?: string[] };
  display_watermark?: boolean;
  email_from?: string;
  email_domain?: string | null;
  mfa_policy?: 'optional' | 'required_for_all';
  password_config?: { strength_policy?: 'zxcvbn' | 'luds'; luds_complexity?: number; luds_minimum_count?: number };
  oauth?: { providers?: Record<string, { client_id?: string } | undefined> } & Record<string, unknown>;
  email_templates?: Record<string, { subject: string; text: string; html?: string }>;
} & Parameters<typeof SignInMethods>[0]['settings'];

const REDIRECTS = ['login', 'signup', 'reset_password'] as const;

/** A project's settings, a form each: what it says, what may change it, and the server's word on each. */
export function ProjectSettings(props: { project: ProjectView; why: string | null; onSaved: () => Promise<void> }) {
  const { project, why, onSaved } = props;
  const settings = project.settings as Settings;
  const [name, setName] = useState(settings.name ?? '');
  const [watermark, setWatermark] = useState(settings.display_watermark ?? true);
  const [mfa, setMfa] = useState(settings.mfa_policy ?? 'optional');
  const [origins, setOrigins] = useState((settings.authorized_origins ?? []).join('\n'));
  const [redirects, setRedirects] = useState(() =>
    Object.fromEntries(REDIRECTS.map((kind) => [kind, (settings.redirect_urls?.[kind] ?? []).join('\n')])),
  );
  const [emailFrom, setEmailFrom] = useState(settings.email_from ?? '');
  const [emailDomain, setEmailDomain] = useState(settings.email_domain ?? '');
  const [password, setPassword] = useState({
    strength_policy: settings.password_config?.strength_policy ?? 'zxcvbn',
    luds_complexity: settings.password_config?.luds_complexity ?? 3,
    luds_minimum_count: settings.password_config?.luds_minimum_count ?? 8,
  });
  const common = { project, why, onSaved };
  const describe = (field: { errorId: string; invalid: boolean }) =>
    field.invalid ? { 'aria-invalid': true, 'aria-describedby': field.errorId } : {};

  return (
    <div className="grid2">
      <SettingsForm
        {...common}
        title={t('projects.general')}
        body={() => ({ name, display_watermark: watermark, mfa_policy: mfa })}
      >
        {(field) => (
          <>
            <label className="field">
              {t('projects.name')}
              <input value={name} onChange={(event) => setName(event.target.value)} {...describe(field)} />
            </label>
            <label className="check">
              <input type="checkbox" checked={watermark} onChange={(event) => setWatermark(event.target.checked)} />
              {t('projects.watermark')}
            </label>
            <label className="field">
              {t('projects.mfa')}
              <select value={mfa} onChange={(event) => setMfa(event.target.value as typeof mfa)}>
                <option value="optional">{t('projects.mfa.optional')}</option>
                <option value="required_for_all">{t('projects.mfa.required')}</option>
              </select>
            </label>
          </>
        )}
      </SettingsForm>
      <SignInMethods {...common} settings={settings} />
      <SettingsForm {...common} title={t('projects.origins')} body={() => ({ authorized_origins: lines(origins) })}>
        {(field) => (
          <label className="field">
            {t('projects.origins.label')}
            <textarea value={origins} onChange={(event) => setOrigins(event.target.value)} {...describe(field)} />
          </label>
        )}
      </SettingsForm>
      <SettingsForm
        {...common}
        title={t('projects.redirects')}
        body={() => ({
          redirect_urls: Object.fromEntries(REDIRECTS.map((kind) => [kind, lines(redirects[kind] ?? '')])),
        })}
      >
        {(field) => (
          <>
            <p className="why">{t('projects.redirects.rule')}</p>
            {REDIRECTS.map((kind) => (
              <label key={kind} className="field">
                {t(`projects.redirects.${kind}`)}
                <textarea
                  value={redirects[kind]}
                  onChange={(event) => setRedirects({ ...redirects, [kind]: event.target.value })}
                  {...describe(field)}
                />
              </label>
            ))}
          </>
        )}
      </SettingsForm>
      <SettingsForm {...common} title={t('projects.password')} body={() => ({ password_config: password })}>
        {() => (
          <>
            <label className="field">
              {t('projects.password.policy')}
              <select
                value={password.strength_policy}
                onChange={(event) =>
                  setPassword({ ...password, strength_policy: event.target.value as 'zxcvbn' | 'luds' })
                }
              >
                <option value="zxcvbn">{t('projects.password.zxcvbn')}</option>
                <option value="luds">{t('projects.password.luds')}</option>
              </select>
            </label>
            <NumberField
              label={t('projects.password.minimum')}
              min={1}
              max={256}
              value={password.luds_minimum_count}
              onChange={(value) => setPassword({ ...password, luds_minimum_count: value })}
            />
            <NumberField
              label={t('projects.password.complexity')}
              min={0}
              max={4}
              value={password.luds_complexity}
              onChange={(value) => setPassword({ ...password, luds_complexity: value })}
            />
          </>
        )}
      </SettingsForm>
      <SettingsForm
        {...common}
        title={t('projects.email')}
        body={() => ({ email_from: emailFrom, email_domain: emailDomain.trim() || null })}
      >
        {(field) => (
          <>
            <label className="field">
              {t('projects.email.from')}
              <input value={emailFrom} onChange={(event) => setEmailFrom(event.target.value)} {...describe(field)} />
            </label>
            <label className="field">
              {t('projects.email.domain')}
              <input value={emailDomain} onChange={(event) => setEmailDomain(event.target.value)} />
            </label>
          </>
        )}
      </SettingsForm>
      <EmailTemplates project={project} why={why} templates={settings.email_templates ?? {}} onSaved={onSaved} />
      <OAuthProviders project={project} why={why} oauth={settings.oauth ?? {}} onSaved={onSaved} />
    </div>
  );
}
