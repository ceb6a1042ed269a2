import { Suspense } from 'react';
import { configErrorKey } from '../../config/validate.ts';
import { mainLayout } from '../../flow/mainLayout.ts';
import { PRODUCT_REGISTRY } from '../../flow/registry.ts';
import { useStrings } from '../../strings/index.ts';
import { Divider } from '../../ui/Divider.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { ErrorMessage, StatusMessage } from '../../ui/StatusMessage.tsx';
import { useWidget } from '../../widgets/WidgetContext.tsx';
import { LoginForm } from './LoginForm.tsx';

/** Main: logo, header, then the configured products' sections in order (spec §2). */
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
  const t = useStrings();
  const { config } = useWidget();
  return mainLayout(config.products).map((section) => {
    switch (section.kind) {
      case 'divider':
        return <Divider key="divider" />;
      case 'form':
        return <LoginForm key="form" methods={section.methods} />;
      default: {
        const main = PRODUCT_REGISTRY[section.product]?.main;
        if (main?.kind !== section.kind) return null;
        const { Section } = main;
        return (
          <Suspense key={section.kind} fallback={<StatusMessage text={t('common.loading')} />}>
            <Section />
          </Suspense>
        );
      }
    }
  });
}
