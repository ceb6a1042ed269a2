import { BACKEND_PREFIX, SDK_PREFIX } from '@foyer/protocol/paths';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './deps.ts';
import { createAdminApi } from './features/admin/admin-app.ts';
import { consoleFolder } from './features/admin/console-folder.ts';
import { consolePage } from './features/admin/console-page.ts';
import { productGates } from './features/bootstrap/product-gate.ts';
import { publicTokenInPath } from './features/bootstrap/public-token-in-path.ts';
import { bootstrapRoutes } from './features/bootstrap/routes.ts';
import { backendCryptoWalletRoutes } from './features/crypto/backend-routes.ts';
import { cryptoRoutes } from './features/crypto/routes.ts';
import { demoSite } from './features/dev/demo-site.ts';
import { devRoutes } from './features/dev/routes.ts';
import { registerDocsRoutes } from './features/docs/routes.ts';
import { backendMagicLinkRoutes } from './features/email-magic-links/backend-routes.ts';
import { emailMagicLinkRoutes } from './features/email-magic-links/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { jwksRoutes } from './features/jwks/routes.ts';
import { backendM2MClientRoutes } from './features/m2m/backend-routes.ts';
import { m2mTokenRoutes } from './features/m2m/token-route.ts';
import { metricsRoutes } from './features/metrics/routes.ts';
import { backendOAuthRoutes } from './features/oauth/backend-routes.ts';
import { devIdpRoutes } from './features/oauth/dev-idp/routes.ts';
import { oauthPublicRoutes } from './features/oauth/public-routes.ts';
import { oauthSdkRoutes } from './features/oauth/sdk-routes.ts';
import { backendOtpRoutes } from './features/otp/backend-routes.ts';
import { otpRoutes } from './features/otp/routes.ts';
import { recordAuthActivity } from './features/overview/record-activity.ts';
import { backendPasskeyRoutes } from './features/passkeys/backend-routes.ts';
import { passkeyRoutes } from './features/passkeys/routes.ts';
import { backendPasswordRoutes } from './features/passwords/backend-routes.ts';
import { backendPasswordMigrateRoutes } from './features/passwords/migrate/routes.ts';
import { passwordRoutes } from './features/passwords/routes.ts';
import { backendSessionRoutes } from './features/sessions/backend-routes.ts';
import { mfaRoutes } from './features/sessions/mfa-pending-routes.ts';
import { sdkSessionRoutes } from './features/sessions/sdk-routes.ts';
import { recordSignInClient } from './features/sessions/sign-in-client.ts';
import { stytchBackendFactors } from './features/stytch-compat/backend-clients.ts';
import { mountStytchCompat } from './features/stytch-compat/mount.ts';
import { backendTotpRoutes } from './features/totps/backend-routes.ts';
import { totpRoutes } from './features/totps/routes.ts';
import { backendUserRoutes, sdkUserRoutes } from './features/users/routes.ts';
import { widgetBundleFolder } from './features/widget/bundle-folder.ts';
import { widgetRoutes } from './features/widget/routes.ts';
import { adminPlaneApart } from './http/admin-plane.ts';
import { admission } from './http/admission.ts';
import { backendAuth } from './http/backend-auth.ts';
import { bodyLimit } from './http/body-limit.ts';
import { sdkCors } from './http/cors.ts';
import { devHostCheck } from './http/dev-host.ts';
import type { AppEnv } from './http/env.ts';
import { errorHandler } from './http/error-handler.ts';
import { healthRoutes } from './http/health.ts';
import { rejectMalformedInput } from './http/malformed-input.ts';
import { notFoundOrWrongMethod } from './http/method-not-allowed.ts';
import { requestId } from './http/request-id.ts';
import { requestMetrics } from './http/request-metrics.ts';
import { sdkRoutePattern } from './http/route.ts';
import { sdkAuth } from './http/sdk-auth.ts';
import { securityHeaders } from './http/security-headers.ts';
import { validationHook } from './http/validation.ts';

/** Builds the whole HTTP app from its dependencies. Nothing global: tests build as many as they like. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // First: every request is timed and counted by route template, refusals included (GET /metrics).
  app.use('*', requestMetrics, requestId);
  app.onError(errorHandler(deps.log));
  app.notFound(notFoundOrWrongMethod(() => app.routes));
  // Every route of every sub-app: shared headers; a client past its in-memory budget refused before
  // any other work (http/admission.ts); the 64 KB body cap, malformed paths and JSON refused.
  const admitted = admission({
    settings: deps.config.admission,
    trustedProxies: deps.config.trustedProxies,
    now: () => deps.clock.now(),
  });
  app.use('*', securityHeaders, admitted, bodyLimit(), rejectMalformedInput);
  // FOYER_ADMIN_PORT: /console, /admin/v1 and /metrics only on the admin listener, nothing else there.
  app.use('*', adminPlaneApart(Boolean(deps.config.adminListener)));

  // Probes for orchestrators and load balancers: /healthz (process up), /readyz (database ready).
  app.route('/', healthRoutes(deps));
  // Prometheus' scrape, behind FOYER_METRICS_TOKEN (features/metrics/).
  app.route('/', metricsRoutes(deps));

  // The SDK API, called from host pages in the browser.
  const sdk = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // What only Stytch's browser SDK needs, in its own room, around the general middleware below.
  mountStytchCompat(sdk, deps);
  sdk.use('*', sdkCors({ db: deps.db, clock: deps.clock, mode: deps.config.mode }));
  sdk.use(sdkRoutePattern('bootstrap'), publicTokenInPath);
  sdk.use('*', sdkAuth(deps.db, deps.clock, deps.config.mode), recordSignInClient(deps), recordAuthActivity(deps));
  // Sign-in methods the project turned off answer product_not_enabled (features/bootstrap/product-gate.ts).
  for (const [pattern, gate] of productGates()) sdk.use(pattern, gate);
  sdk.route('/', bootstrapRoutes(deps));
  sdk.route('/', cryptoRoutes(deps));
  sdk.route('/', emailMagicLinkRoutes(deps));
  sdk.route('/', oauthSdkRoutes(deps));
  sdk.route('/', otpRoutes(deps));
  sdk.route('/', passwordRoutes(deps));
  sdk.route('/', sdkSessionRoutes(deps));
  sdk.route('/', sdkUserRoutes(deps));
  sdk.route('/', passkeyRoutes(deps));
  sdk.route('/', totpRoutes(deps));
  sdk.route('/', mfaRoutes(deps));
  sdk.route('/', eventRoutes(deps));
  app.route(SDK_PREFIX, sdk);

  // OAuth's browser navigations (/v1/public/…): before the backend API, whose auth would refuse them.
  app.route('/', oauthPublicRoutes(deps));
  // M2M's client-credentials grant (/v1/public/{project_id}/oauth2/token): the client authenticates itself.
  app.route('/', m2mTokenRoutes(deps));
  // Public keys for verifying session JWTs offline: /.well-known/jwks.json and, also before the
  // backend API's auth, /v1/sessions/jwks/{project_id}.
  app.route('/', jwksRoutes(deps));
  // The standalone widget bundle host pages import, in every mode (features/widget/routes.ts).
  app.route('/', widgetRoutes(deps.config.widgetDir === undefined ? widgetBundleFolder() : deps.config.widgetDir));

  // The backend API, called by host servers with the project secret.
  const backend = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Stytch's backend clients read a wallet's session factor under Stytch's name (features/stytch-compat/).
  backend.use('*', stytchBackendFactors);
  backend.use('*', backendAuth(deps.db, deps.clock), recordAuthActivity(deps));
  backend.route('/', backendSessionRoutes(deps));
  backend.route('/', backendUserRoutes(deps));
  backend.route('/', backendMagicLinkRoutes(deps));
  backend.route('/', backendOtpRoutes(deps));
  backend.route('/', backendTotpRoutes(deps));
  backend.route('/', backendM2MClientRoutes(deps));
  backend.route('/', backendPasswordMigrateRoutes(deps));
  backend.route('/', backendPasswordRoutes(deps));
  backend.route('/', backendPasskeyRoutes(deps));
  backend.route('/', backendCryptoWalletRoutes(deps));
  backend.route('/', backendOAuthRoutes(deps));
  app.route(BACKEND_PREFIX, backend);

  // The operators' admin API (/admin/v1, its own OpenAPI document), and the console's page.
  const adminApi = createAdminApi(deps);
  app.route(adminApi.prefix, adminApi.app);
  app.route('/', consolePage(consoleFolder()));

  // Development tools (outbox, dev project, test clock, dev sign-in); production never serves /dev/*.
  if (deps.config.mode === 'development') {
    app.use('/dev/*', devHostCheck(deps.config));
    app.route('/', devIdpRoutes(deps));
    app.route('/dev', devRoutes(deps));
  }

  // Last: the API document is generated from every route mounted above.
  registerDocsRoutes(app, deps);

  // The demo host site (development only), after every route: it answers GETs none of them took.
  const demo = demoSite(deps.config);
  if (demo) app.get('*', demo);

  return app;
}

export type FoyerApp = ReturnType<typeof createApp>;
