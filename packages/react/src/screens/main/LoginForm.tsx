import { Suspense } from 'react';
import { useFlow } from '../../flow/FlowContext.tsx';
import type { LoginMethod } from '../../flow/registry.ts';
import { useStrings } from '../../strings/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';

/**
 * The one login form of Main, with the warning banner above it while a form error is set.
 * Each configured form product contributes a method; with one method its form shows directly.
 * The tabs for several methods arrive with the second form product (OTP or passwords).
 */
export function LoginForm({ methods }: { methods: LoginMethod[] }) {
  const t = useStrings();
  const { state } = useFlow();
  const { errorMessage } = state.formState;
  const method = methods[0];
  if (!method) return null;
  const { Form } = method;
  return (
    <>
      {errorMessage ? <Banner message={errorMessage} /> : null}
      <Suspense fallback={<StatusMessage text={t('common.loading')} />}>
        <Form />
      </Suspense>
    </>
  );
}
