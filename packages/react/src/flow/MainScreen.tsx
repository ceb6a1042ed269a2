import { Suspense } from 'react';
import { configErrorKey } from '../config/validate.ts';
import { useFlow } from '../core/FlowContext.tsx';
import { PasskeyAutofillProvider } from '../core/PasskeyAutofillContext.tsx';
import { useStrings } from '../core/useStrings.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { Banner } from '../ui/Banner.tsx';
import { Divider } from '../ui/Divider.tsx';
import { Logo } from '../ui/Logo.tsx';
import { Screen } from '../ui/Screen.tsx';
import { ErrorMessage, StatusMessage } from '../ui/StatusMessage.tsx';
import { LoginForm } from './LoginForm.tsx';
import { mainLayout } from './mainLayout.ts';
import { PRODUCT_REGISTRY } from './registry.ts';
import { usePasskeyAutofillSupport } from './usePasskeyAutofillSupport.ts';

/** Main: logo, header, then the configured products' sections in order (docs/behaviour.md#main-screen). */
export function MainScreen() {
  const t = useStrings();
  const { config } = useWidget();
  const { theme } = config;
  const configError = configErrorKey(config);
  return (
    <Screen
      title={theme?.hideHeaderText ? undefined : t('main.header')}
      top={theme?.logo?.logoImageUrl ? <Logo src={theme.logo.logoImageUrl} /> : null}
    >
      {configError ? <ErrorMessage text={t(configError)} /> : <MainSections />}
    </Screen>
  );
}

function MainSections() {
  const { config } = useWidget();
  const passkeyAutofill = usePasskeyAutofillSupport(config.products);
  const sections = mainLayout(config.products, PRODUCT_REGISTRY, { passkeyAutofill });
  const autofill = sections.some((section) => section.kind === 'form' && section.passkeyAutofill);
  // The login form shows the form error above itself; without one (oauth + passkeys) it goes on
  // top, or a failed passkey sign-in would show nothing.
  const { errorMessage } = useFlow().state.formState;
  const hasForm = sections.some((section) => section.kind === 'form');
  return (
    <PasskeyAutofillProvider active={autofill}>
      {errorMessage && !hasForm ? <Banner message={errorMessage} /> : null}
      {autofill ? <PasskeyPart part="Autofill" /> : null}
      {sections.map((section, index) => (
        // Keyed by product (the one form by its kind, dividers by place), so the form stays mounted
        // when the passkey button appears above it.
        <MainSection
          key={section.kind === 'divider' ? index : 'product' in section ? section.product : section.kind}
          section={section}
        />
      ))}
    </PasskeyAutofillProvider>
  );
}

function MainSection({ section }: { section: ReturnType<typeof mainLayout>[number] }) {
  const t = useStrings();
  switch (section.kind) {
    case 'divider':
      return <Divider />;
    case 'form':
      return <LoginForm methods={section.methods} />;
    case 'passkey':
      return <PasskeyPart part="Button" />;
    default: {
      const main = PRODUCT_REGISTRY[section.product]?.main;
      if (main?.kind !== section.kind) return null;
      const { Section } = main;
      return (
        <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
          <Section />
        </Suspense>
      );
    }
  }
}

/** The passkey product's button, or its invisible autofill request, loaded with its chunk. */
function PasskeyPart({ part }: { part: 'Button' | 'Autofill' }) {
  const main = Object.values(PRODUCT_REGISTRY).find((entry) => entry?.main?.kind === 'passkey')?.main;
  if (main?.kind !== 'passkey') return null;
  const Part = main[part];
  return (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
}
