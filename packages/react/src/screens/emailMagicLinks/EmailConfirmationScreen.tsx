import { useId } from 'react';
import { useFlow } from '../../core/FlowContext.tsx';
import { useBootstrap } from '../../core/useBootstrap.ts';
import { useLogEvent } from '../../core/useLogEvent.ts';
import { useStrings } from '../../core/useStrings.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { Button } from '../../ui/Button.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { mailLinks } from './mailLinks.ts';

/** 'Check your email': the address, links to open webmail, and 'Try again' (docs/behaviour.md#screens). */
export function EmailConfirmationScreen() {
  const t = useStrings();
  const { config } = useWidget();
  const { state, dispatch } = useFlow();
  const logEvent = useLogEvent();
  const hintId = useId();
  const { email } = state.formState.emailMagicLinks;
  const domain = useBootstrap()?.emailDomain ?? config.emailMagicLinksOptions?.domainHint;

  const tryAgain = () => {
    logEvent('email_try_again_clicked', { email, type: 'emailMagicLinks' });
    dispatch({ type: 'magicLinkTryAgain' });
  };

  return (
    <Screen title={t('emailConfirmation.header')} onBack={() => dispatch({ type: 'navigate', screen: 'main' })}>
      <p className="foyer-text">{t('emailConfirmation.sentTo', { email })}</p>
      <nav aria-labelledby={`${hintId}-open-in`}>
        <p id={`${hintId}-open-in`} className="foyer-text">
          {t('emailConfirmation.openIn')}
        </p>
        <span id={hintId} className="foyer-visually-hidden">
          {t('emailConfirmation.newTabHint')}
        </span>
        <ul className="foyer-mail-links">
          {mailLinks(domain).map(({ provider, href }) => (
            <li key={provider}>
              <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
                {t(`emailConfirmation.${provider}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="foyer-text">
        {t('emailConfirmation.tryAgainPrompt')}{' '}
        <Button variant="text" onClick={tryAgain}>
          {t('emailConfirmation.tryAgain')}
        </Button>
      </p>
    </Screen>
  );
}
