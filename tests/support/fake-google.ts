// A local HTTP server that answers like Google's OAuth token endpoint and the
// My Business Account Management API, so the googleapis calls are tested
// without the network. Codes and refresh tokens it knows are listed here.
import http from "node:http";
import type { AddressInfo } from "node:net";

export const GOOD_CODE = "4/good-authorization-code";
export const REFUSED_CODE = "4/refused-authorization-code";
export const GOOD_REFRESH = "1//good-refresh-token";
export const REVOKED_REFRESH = "1//revoked-refresh-token";

export const ACCOUNTS = [
  { name: "accounts/1012345678901234567890", accountName: "Verdant Ink Studio", type: "LOCATION_GROUP", role: "PRIMARY_OWNER", verificationState: "VERIFIED" },
  { name: "accounts/1098765432109876543210", accountName: "Verdant Ink (Austin)", type: "PERSONAL", role: "OWNER", verificationState: "UNVERIFIED" },
];

export interface TokenRequest {
  grant_type: string;
  code?: string;
  refresh_token?: string;
  client_id?: string;
  client_secret?: string;
  redirect_uri?: string;
}

export async function startFakeGoogle() {
  const valid = new Set<string>();
  const tokenRequests: TokenRequest[] = [];
  const apiRequests: { path: string; authorization?: string }[] = [];
  let issued = 0;
  const issue = () => {
    const token = `ya29.access-${++issued}`;
    valid.add(token);
    return token;
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
        res.end(JSON.stringify(payload));
      };
      const url = new URL(req.url ?? "/", "http://localhost");
      if (req.method === "POST" && url.pathname === "/token") {
        const form = Object.fromEntries(new URLSearchParams(body)) as unknown as TokenRequest;
        tokenRequests.push(form);
        const refused = () => send(400, { error: "invalid_grant", error_description: "Bad Request" });
        if (form.grant_type === "authorization_code") {
          if (form.code !== GOOD_CODE) return refused();
          return send(200, { access_token: issue(), refresh_token: GOOD_REFRESH, expires_in: 3599, scope: "https://www.googleapis.com/auth/business.manage", token_type: "Bearer" });
        }
        if (form.grant_type === "refresh_token") {
          if (form.refresh_token !== GOOD_REFRESH) return refused();
          return send(200, { access_token: issue(), expires_in: 3599, scope: "https://www.googleapis.com/auth/business.manage", token_type: "Bearer" });
        }
        return send(400, { error: "unsupported_grant_type" });
      }
      if (req.method === "GET" && url.pathname === "/v1/accounts") {
        apiRequests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
        const token = req.headers.authorization?.replace(/^Bearer /, "");
        if (!token || !valid.has(token)) {
          return send(401, { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } });
        }
        return send(200, { accounts: ACCOUNTS });
      }
      send(404, { error: { code: 404, message: "Not found", status: "NOT_FOUND" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokenRequests,
    apiRequests,
    /** Makes an access token unknown, as when it has expired at Google. */
    expire: (token: string) => valid.delete(token),
    issuedTokens: () => [...valid],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
