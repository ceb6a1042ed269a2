import { useState } from 'react';
import type { ProjectView } from '../../api/types.ts';
import { t } from '../../strings.ts';
import { NumberField } from './NumberField.tsx';
import { SettingsForm } from './SettingsForm.tsx';

const PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'] as const;
type Product = (typeof PRODUCTS)[number];

/**
 * Which sign-in methods the project offers (the widget hides the others, the SDK API refuses them)
 * and how long its sessions last: a default and a maximum (config/project-settings.ts on the server).
 */
export function SignInMethods(props: {
  project: ProjectView;
  why: string | null;
  settings: {
    enabled_products?: Product[];
    session_length?: { default_minutes: number; maximum_minutes: number };
  };
  onSaved: () => Promise<void>;
}) {
  const [products, setProducts] = useState<Product[]>(props.settings.enabled_products ?? [...PRODUCTS]);
  const [length, setLength] = useState(
    props.settings.session_length ?? { default_minutes: 60, maximum_minutes: 525_600 },
  );
  const toggle = (product: Product, on: boolean) =>
    setProducts(PRODUCTS.filter((each) => (each === product ? on : products.includes(each))));
  return (
    <SettingsForm
      project={props.project}
      why={props.why}
      onSaved={props.onSaved}
      title={t('projects.signIn')}
      body={() => ({ enabled_products: products, session_length: length })}
    >
      {(field) => (
        <>
          <fieldset className="plain">
            <legend>{t('projects.signIn.methods')}</legend>
            <p className="why">{t('projects.signIn.rule')}</p>
            {PRODUCTS.map((product) => (
              <label key={product} className="check">
                <input
                  type="checkbox"
                  checked={products.includes(product)}
                  onChange={(event) => toggle(product, event.target.checked)}
                />
                {t(`projects.product.${product}`)}
              </label>
            ))}
          </fieldset>
          <NumberField
            label={t('projects.session.default')}
            min={5}
            max={525_600}
            value={length.default_minutes}
            onChange={(value) => setLength({ ...length, default_minutes: value })}
            field={field}
          />
          <NumberField
            label={t('projects.session.maximum')}
            min={5}
            max={525_600}
            value={length.maximum_minutes}
            onChange={(value) => setLength({ ...length, maximum_minutes: value })}
            field={field}
          />
        </>
      )}
    </SettingsForm>
  );
}
