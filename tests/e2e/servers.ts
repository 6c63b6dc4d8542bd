/**
 * The servers of a browser-test run, every one the real API server but the receiver:
 * - the production build, where every test but two runs; its webhooks go to the receiver;
 * - one port up, the development build (npm run build:dev), where React reports every hydration mismatch and every
 *   misuse it only checks in development;
 * - two up, the production build again for the funnel's story alone, whose counts no other test's visits touch;
 * - three up, a webhook receiver as an agency's tool would run one (tests/e2e/webhook-receiver.ts), which says on
 *   the port after what it got.
 * Each API server has its own throw-away database.
 */
export const productionPort = Number(process.env.E2E_PORT ?? 4173);
export const developmentPort = productionPort + 1;
export const funnelPort = productionPort + 2;
export const receiverPort = productionPort + 3;
export const receiverReportPort = productionPort + 4;

export const productionURL = `http://127.0.0.1:${productionPort}`;
export const developmentURL = `http://127.0.0.1:${developmentPort}`;
export const funnelURL = `http://127.0.0.1:${funnelPort}`;
export const receiverURL = `http://127.0.0.1:${receiverPort}/hooks/agency`;
export const receiverReportURL = `http://127.0.0.1:${receiverReportPort}`;

/** The funnel server's database: the run's, with this after its name. */
export const FUNNEL_DATABASE_SUFFIX = '_funnel';

/** The receiver's signing secret, set on the production server by configuration (WEBHOOK_ENDPOINTS). */
export const RECEIVER_SECRET = `whsec_${Buffer.from('browser-test-receiver-secret-012').toString('base64')}`;
