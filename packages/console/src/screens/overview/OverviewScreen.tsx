import { useState } from 'react';
import { adminCall } from '../../api/client.ts';
import { useConsole } from '../../shell/console-context.ts';
import { t } from '../../strings.ts';
import { useAdminData } from '../common/useAdminData.ts';
import { type Counts, DayBars } from './DayBars.tsx';

interface Overview {
  period: { from: string; to: string; days: number };
  days: { day: string; sign_ins: Counts; sign_ups: Counts; failures: Counts }[];
  totals: { sign_ins: Counts; sign_ups: Counts; failures: Counts };
  active_sessions: number;
}

const sum = (counts: Counts) => Object.values(counts).reduce((total, n) => total + n, 0);
const PERIODS = [7, 30, 90];

/** The project at a glance: sign-ins and sign-ups per day by method, failures by reason, live sessions. */
export function OverviewScreen() {
  const { project } = useConsole();
  const [days, setDays] = useState(30);
  const path = `/projects/${encodeURIComponent(project?.project_id ?? '')}/overview?days=${days}`;
  const { data, error } = useAdminData(
    () => (project ? adminCall<Overview>('GET', path) : Promise.resolve(null)),
    project ? path : '',
  );
  const failures = data ? Object.entries(data.totals.failures).sort((a, b) => b[1] - a[1]) : [];
  const worst = Math.max(1, ...failures.map(([, n]) => n));

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">{t('nav.overview')}</h1>
      {!project && <p>{t('project.none')}</p>}
      <label className="inline">
        {t('overview.period')}
        <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((n) => (
            <option key={n} value={n}>
              {t('overview.days', { n })}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {data && (
        <>
          <div className="figures">
            <p className="figure">
              <span className="big">{data.active_sessions}</span> {t('overview.activeSessions')}
            </p>
            <p className="figure">
              <span className="big">{sum(data.totals.sign_ins)}</span> {t('overview.signIns')}
            </p>
            <p className="figure">
              <span className="big">{sum(data.totals.sign_ups)}</span> {t('overview.signUps')}
            </p>
            <p className="figure">
              <span className="big">{sum(data.totals.failures)}</span> {t('overview.failures')}
            </p>
          </div>
          <div className="grid2">
            <DayBars
              title={t('overview.signInsPerDay')}
              summary={t('overview.range', { from: data.period.from, to: data.period.to })}
              days={data.days.map((day) => ({ day: day.day, counts: day.sign_ins }))}
            />
            <DayBars
              title={t('overview.signUpsPerDay')}
              summary={t('overview.range', { from: data.period.from, to: data.period.to })}
              days={data.days.map((day) => ({ day: day.day, counts: day.sign_ups }))}
            />
          </div>
          <div className="card">
            <h2>{t('overview.failuresByReason')}</h2>
            {failures.length === 0 ? (
              <p className="muted">{t('overview.none')}</p>
            ) : (
              <ul className="list hbars">
                {failures.map(([reason, n]) => (
                  <li key={reason}>
                    <code>{reason}</code>
                    <span className="hbar" aria-hidden="true">
                      <span style={{ width: `${(n / worst) * 100}%` }} />
                    </span>
                    <span>{n}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
