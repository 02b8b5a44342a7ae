// Google Business Profile ("My Business") through googleapis: the consent URL,
// the code exchange, the stored tokens (sealed with the data key ring,
// lib/security/data-keys.ts) and the accounts list.
// GOOGLE_API_BASE points the token and API calls at a local stand-in in tests.
import "server-only";
import { OAuth2Client, type Credentials } from "google-auth-library";
import { mybusinessaccountmanagement } from "googleapis/build/src/apis/mybusinessaccountmanagement/index.js";
import { getConfig, type Config } from "@/lib/config";
import { db } from "@/lib/db";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { DomainError, unavailable } from "@/lib/errors";
import { openSecret, sealSecret } from "@/lib/security/data-keys";
import { logger } from "@/lib/log";

const log = logger("google");

export const BUSINESS_SCOPE = "https://www.googleapis.com/auth/business.manage";
export const BUSINESS_SERVICE = "business_profile";
export const CALLBACK_PATH = "/api/google-my-business/callback";

export const MESSAGES = {
  notConfigured:
    "Google My Business is not configured. Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, then restart the shop and click Authorize.",
  notConnected: "Google My Business is not connected yet. Click Authorize to connect your Business Profile.",
  reconnect: "Google no longer accepts the saved authorization (it expired or was revoked). Click Authorize to connect again.",
  unreadable: "The saved authorization can't be read with the current encryption keys. Click Authorize to connect again.",
} as const;

export interface BusinessAccount {
  name: string;
  accountName: string;
  type: string | null;
  role: string | null;
  verificationState: string | null;
}

export interface AccountsResult {
  accounts: BusinessAccount[];
  message: string;
}

/** Google refused a code or a refresh token. */
export class GoogleAuthRefused extends Error {
  constructor(readonly reason: string) {
    super(`Google refused the authorization: ${reason}`);
    this.name = "GoogleAuthRefused";
  }
}

export function businessProfileConfigured(config: Config = getConfig()): boolean {
  return Boolean(config.google.clientId && config.google.clientSecret);
}

function oauthClient(config: Config): OAuth2Client {
  if (!businessProfileConfigured(config)) {
    throw unavailable(MESSAGES.notConfigured, "google_not_configured");
  }
  return new OAuth2Client({
    clientId: config.google.clientId,
    clientSecret: config.google.clientSecret,
    redirectUri: `${config.siteUrl}${CALLBACK_PATH}`,
    endpoints: config.google.apiBase ? { oauth2TokenUrl: `${config.google.apiBase}/token` } : undefined,
    // The platform's fetch, rather than a lazily imported node-fetch.
    transporterOptions: { fetchImplementation: fetch },
  });
}

/** Google's consent page for the Business Profile scope, with a refresh token (offline access). */
export function authorizationUrl(state: string, config: Config = getConfig()): string {
  return oauthClient(config).generateAuthUrl({
    access_type: "offline",
    prompt: "consent",
    include_granted_scopes: true,
    scope: [BUSINESS_SCOPE],
    state,
  });
}

interface GaxiosLikeError {
  response?: { status?: number; data?: unknown };
  message?: string;
}

function oauthErrorCode(error: unknown): string | undefined {
  const data = (error as GaxiosLikeError)?.response?.data;
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string") return data.error;
  return undefined;
}

function status(error: unknown): number | undefined {
  return (error as GaxiosLikeError)?.response?.status;
}

async function saveTokens(tokens: Credentials, previousRefresh?: string | null) {
  if (!tokens.access_token) throw new GoogleAuthRefused("no access token in Google's answer");
  const refresh = tokens.refresh_token ?? previousRefresh ?? null;
  const data = {
    accessTokenEncrypted: sealSecret("google-token", tokens.access_token),
    refreshTokenEncrypted: refresh ? sealSecret("google-token", refresh) : null,
    expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
    scope: tokens.scope ?? null,
  };
  await db.googleIntegrationToken.upsert({
    where: { service: BUSINESS_SERVICE },
    create: { service: BUSINESS_SERVICE, ...data },
    update: data,
  });
}

/** Exchanges the code of the OAuth callback for tokens and stores them encrypted. */
export async function connectWithCode(admin: AdminPrincipal, code: string, config: Config = getConfig()): Promise<void> {
  assertAdmin(admin);
  const client = oauthClient(config);
  let tokens: Credentials;
  try {
    ({ tokens } = await client.getToken(code));
  } catch (error) {
    const reason = oauthErrorCode(error);
    if (reason || status(error) === 400 || status(error) === 401) throw new GoogleAuthRefused(reason ?? "refused");
    log.error("code exchange failed", { error: (error as Error)?.message ?? String(error), cause: String((error as { cause?: unknown })?.cause ?? "") || undefined });
    throw new DomainError("upstream_failed", "google_unavailable", "Google could not be reached. Please try again.");
  }
  await saveTokens(tokens);
}

export async function businessProfileConnection(admin: AdminPrincipal) {
  assertAdmin(admin);
  return db.googleIntegrationToken.findUnique({
    where: { service: BUSINESS_SERVICE },
    select: { createdAt: true, updatedAt: true, expiresAt: true },
  });
}

/** Forgets the stored tokens: after Google refused them (revoked or expired for good). */
async function disconnectBusinessProfile() {
  await db.googleIntegrationToken.deleteMany({ where: { service: BUSINESS_SERVICE } });
}

/**
 * The Business Profile accounts of the connected Google user. An expired access
 * token is refreshed (and the new one stored); a refused refresh disconnects.
 */
export async function listBusinessAccounts(admin: AdminPrincipal, config: Config = getConfig()): Promise<AccountsResult> {
  assertAdmin(admin);
  if (!businessProfileConfigured(config)) return { accounts: [], message: MESSAGES.notConfigured };
  const row = await db.googleIntegrationToken.findUnique({ where: { service: BUSINESS_SERVICE } });
  if (!row) return { accounts: [], message: MESSAGES.notConnected };

  const accessToken = openSecret("google-token", row.accessTokenEncrypted);
  const refreshToken = row.refreshTokenEncrypted ? openSecret("google-token", row.refreshTokenEncrypted) : null;
  // Kept as they are (the log says why): a data key removed too early can be
  // put back; Authorize replaces them.
  if (!accessToken || (row.refreshTokenEncrypted && !refreshToken)) return { accounts: [], message: MESSAGES.unreadable };

  const client = oauthClient(config);
  client.setCredentials({
    access_token: accessToken,
    refresh_token: refreshToken ?? undefined,
    expiry_date: row.expiresAt?.getTime(),
  });
  const api = mybusinessaccountmanagement({
    version: "v1",
    auth: client,
    ...(config.google.apiBase ? { rootUrl: `${config.google.apiBase}/` } : {}),
  });

  let accounts: BusinessAccount[];
  try {
    const response = await api.accounts.list({ pageSize: 20 });
    accounts = (response.data.accounts ?? []).map((account) => ({
      name: account.name ?? "",
      accountName: account.accountName ?? account.name ?? "",
      type: account.type ?? null,
      role: account.role ?? null,
      verificationState: account.verificationState ?? null,
    }));
  } catch (error) {
    const refused = oauthErrorCode(error) === "invalid_grant" || status(error) === 401 || /refresh token/i.test((error as Error)?.message ?? "");
    if (refused) {
      await disconnectBusinessProfile();
      return { accounts: [], message: MESSAGES.reconnect };
    }
    log.error("accounts list failed", { error: (error as Error)?.message ?? String(error) });
    throw new DomainError("upstream_failed", "google_unavailable", "Google could not be reached. Please try again.");
  }

  // A refreshed access token is kept for the next call.
  if (client.credentials.access_token && client.credentials.access_token !== accessToken) {
    await saveTokens(client.credentials, refreshToken);
  }
  const count = accounts.length;
  return {
    accounts,
    message: count === 0 ? "Connected. No Business Profile accounts were found for this Google user." : `Connected: ${count} account${count === 1 ? "" : "s"}.`,
  };
}
