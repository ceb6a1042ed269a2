import { type ReactNode, useId, useMemo } from 'react';
import { resolveConfig } from '../config/defaults.ts';
import { projectProducts } from '../config/projectProducts.ts';
import { useBootstrap, useProjectBootstrap } from '../core/useBootstrap.ts';
import { ENGLISH, useLocale } from '../core/useLocale.ts';
import { useForwardInstantiation } from '../core/useLogEvent.ts';
import { WidgetContext } from '../core/WidgetContext.tsx';
import { STYLESHEET } from '../theme/stylesheet.ts';
import { themeVariables } from '../theme/variables.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { Watermark } from '../ui/Watermark.tsx';
import { ShadowBoundary } from './ShadowBoundary.tsx';
import type { WidgetProps } from './types.ts';

/**
 * The frame every widget shares: context, theme variables, the stylesheet (rendered in the tree so
 * it lands in the shadow root when there is one), the card, the watermark and the toast area; all
 * inside a shadow root with `config.enableShadowDOM`. The root carries the locale's `lang` and
 * `dir`; the screens wait for a locale's chunk so they never flash English first.
 */
export function WidgetShell({ client, config, strings, callbacks, children }: WidgetProps & { children: ReactNode }) {
  const toasterId = `foyer-${useId()}`;
  const language = useLocale(config?.locale);
  const enabled = useProjectBootstrap(client)?.enabledProducts;
  const value = useMemo(() => {
    // Set while rendering, not in an effect: the screens' effects (a login link read from the URL)
    // run before the shell's, and their requests must already carry the locale.
    if (language) client.setLocale(language.locale);
    const resolved = resolveConfig(config);
    return {
      client,
      config: { ...resolved, products: projectProducts(resolved.products, enabled, client.publicToken) },
      // The host's strings win key by key over the locale's (useStrings).
      strings: strings ?? {},
      language: language ?? ENGLISH,
      callbacks: callbacks ?? {},
      toasterId,
    };
  }, [client, config, enabled, strings, language, callbacks, toasterId]);
  return (
    <WidgetContext value={value}>
      {/* First, so the host hears of the client before the widget's own events. */}
      <ForwardInstantiation />
      <ShadowBoundary enabled={config?.enableShadowDOM ?? false}>
        <div
          className="foyer-root"
          style={themeVariables(config?.theme)}
          lang={language?.locale}
          dir={language?.rtl ? 'rtl' : 'ltr'}
        >
          <style>{STYLESHEET}</style>
          <div className="foyer-card">{language && children}</div>
          <WatermarkIfWanted />
          <Toaster toasterId={toasterId} />
        </div>
      </ShadowBoundary>
    </WidgetContext>
  );
}

function ForwardInstantiation() {
  useForwardInstantiation();
  return null;
}

function WatermarkIfWanted() {
  return useBootstrap()?.displayWatermark ? <Watermark /> : null;
}
