import { type FormEvent, useState } from 'react';
import type { UserView } from '../../api/types.ts';
import { t } from '../../strings.ts';

/** The user's two metadata objects as JSON, each checked to be an object before it is sent. */
export function MetadataForm(props: {
  user: UserView;
  denied: string | null;
  reasonId: string;
  onSave: (body: { trusted_metadata: unknown; untrusted_metadata: unknown }) => void;
}) {
  const [trusted, setTrusted] = useState(JSON.stringify(props.user.trusted_metadata ?? {}, null, 2));
  const [untrusted, setUntrusted] = useState(JSON.stringify(props.user.untrusted_metadata ?? {}, null, 2));
  const [error, setError] = useState<string | null>(null);
  const parse = (text: string, field: string) => {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value;
    } catch {
      // Falls through to the same sentence as a value that is not an object.
    }
    throw new Error(t('user.metadata.invalid', { field }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const body = {
        trusted_metadata: parse(trusted, t('user.metadata.trusted')),
        untrusted_metadata: parse(untrusted, t('user.metadata.untrusted')),
      };
      setError(null);
      props.onSave(body);
    } catch (caught) {
      setError((caught as Error).message);
    }
  };
  const readOnly = props.denied !== null;
  return (
    <form className="card" onSubmit={submit}>
      <h2>{t('user.metadata')}</h2>
      <label htmlFor="trusted-metadata">{t('user.metadata.trusted')}</label>
      <textarea
        id="trusted-metadata"
        value={trusted}
        readOnly={readOnly}
        onChange={(e) => setTrusted(e.target.value)}
      />
      <label htmlFor="untrusted-metadata">{t('user.metadata.untrusted')}</label>
      <textarea
        id="untrusted-metadata"
        value={untrusted}
        readOnly={readOnly}
        onChange={(e) => setUntrusted(e.target.value)}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={readOnly} aria-describedby={readOnly ? props.reasonId : undefined}>
        {t('user.metadata.save')}
      </button>
    </form>
  );
}
