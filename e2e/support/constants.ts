export const APP_PORT = 3210;
export const PARENT_PORT = 3211;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The embedding platform's page: another origin that frames the app. */
export const PARENT_ORIGIN = `http://localhost:${PARENT_PORT}`;
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password-e2e';
/** The demo agency's admin, seeded with the same password. */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';
/** A second instance of the app whose AI provider is a fake OpenAI-compatible server. */
export const MODEL_APP_PORT = 3212;
export const MODEL_APP_URL = `http://127.0.0.1:${MODEL_APP_PORT}`;
/** A third instance with e-mail set up: an SMTP server on loopback keeps what it sends. */
export const MAIL_APP_PORT = 3213;
export const MAIL_APP_URL = `http://127.0.0.1:${MAIL_APP_PORT}`;
/** The operator's superadmin on that instance, made at its start as SUPERADMIN_EMAIL asks. */
export const SUPERADMIN_EMAIL = 'operator@example.com';
export const SUPERADMIN_PASSWORD = 'operator-password-e2e';
/** What that fake model answers: a reply that tries to run script in the page. */
export const MALICIOUS_REPLY =
  'Bread time <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> <b>Fresh loaves</b> #WorldBreadDay';
