/**
 * The two servers of a browser-test run, both the real API server: the production build (where every test but the
 * hydration check runs) and, one port up, the development build (npm run build:dev), where React reports every
 * hydration mismatch and every misuse it only checks in development. Each has its own throw-away database.
 */
export const productionPort = Number(process.env.E2E_PORT ?? 4173);
export const developmentPort = productionPort + 1;

export const productionURL = `http://127.0.0.1:${productionPort}`;
export const developmentURL = `http://127.0.0.1:${developmentPort}`;
