// A signed-in visitor for the benchmarks (run with `node --import tsx`): the API's token trio from a real sign-in,
// and the app's `__session` cookie made as the e2e fixtures make it, with `npm start`'s development secret.
import { createCookies } from "../app/utils/cookies.server.ts";
import { authFromHeaders, startSession } from "../app/utils/session.server.ts";

/** The demo seed's password of every account. */
export const DEMO_PASSWORD = "Welkom-2026!";

/** `{ api, page }`: headers for API calls (token trio + X-Tenant) and for pages (the session cookie). */
export async function benchSignIn({ port, tenant, email, password = DEMO_PASSWORD }) {
  const response = await fetch(`http://127.0.0.1:${port}/auth/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": tenant },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const auth = authFromHeaders(response.headers);
  if (!auth) throw new Error(`no auth headers in the sign-in answer for ${email}`);
  const trio = Object.fromEntries(["access-token", "client", "uid"].map((h) => [h, response.headers.get(h)]));
  const cookies = createCookies(new Request(`http://${tenant}.localhost:${port}/`), { ENVIRONMENT: "development" });
  const session = await cookies.session.getSession();
  startSession({ session, markSessionChanged: () => {} }, auth);
  const [cookie] = (await cookies.session.commitSession(session)).split(";");
  return { api: { ...trio, "x-tenant": tenant }, page: { cookie } };
}
