export const APP_PORT = 3210;
export const PARENT_PORT = 3211;
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
/** The embedding platform's page: another origin that frames the app. */
export const PARENT_ORIGIN = `http://localhost:${PARENT_PORT}`;
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password-e2e';
