// A small S3 client for the backup copies: PUT (streamed, the payload not
// hashed: UNSIGNED-PAYLOAD, over TLS), ListObjectsV2 and DELETE, signed with
// AWS Signature Version 4. Works with AWS S3 and S3-compatible services
// (MinIO, Cloudflare R2, Backblaze B2, …) that take path-style addresses.
import { createHash, createHmac } from "node:crypto";
import { Readable } from "node:stream";

export interface S3Location {
  /** The service's origin, e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket, without leading slash ("" or "backups/"). */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Whether the bucket goes into the host name (AWS: bucket.s3.region.amazonaws.com) rather than the path. */
  virtualHosted: boolean;
}

export interface SigningInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (every byte but unreserved characters; "/" kept in paths). */
function encode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value))
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === "/")) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

/** The Authorization header (and the date header it signs) for a request; `headers` must include host. */
export function signRequest(input: SigningInput): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...input.headers, "x-amz-date": amzDate, "x-amz-content-sha256": input.payloadHash };
  const lower = Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, " ")] as const);
  lower.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = lower.map(([name]) => name).join(";");
  const query = [...input.url.searchParams.entries()]
    .map(([name, value]) => [encode(name, false), encode(value, false)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const canonicalPath = encode(decodeURIComponent(input.url.pathname), true);
  const canonicalRequest = [input.method, canonicalPath, query, ...lower.map(([name, value]) => `${name}:${value}`), "", signedHeaders, input.payloadHash].join("\n");
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

function objectUrl(location: S3Location, key = ""): URL {
  const base = new URL(location.endpoint);
  const encodedKey = encode(key, true);
  if (location.virtualHosted) return new URL(`${base.protocol}//${location.bucket}.${base.host}/${encodedKey}`);
  return new URL(`${base.origin}/${encode(location.bucket, false)}/${encodedKey}`);
}

async function send(location: S3Location, method: string, url: URL, body?: { stream: Readable; length: number }): Promise<Response> {
  const headers: Record<string, string> = { host: url.host };
  if (body) headers["content-length"] = String(body.length);
  const signed = signRequest({
    method,
    url,
    headers,
    payloadHash: body ? "UNSIGNED-PAYLOAD" : sha256Hex(""),
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    now: new Date(),
  });
  delete signed.host;
  const response = await fetch(url, {
    method,
    headers: signed,
    body: body ? (Readable.toWeb(body.stream) as unknown as ReadableStream) : undefined,
    ...(body ? { duplex: "half" } : {}),
  } as RequestInit);
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    throw new Error(`S3 ${method} ${url.pathname} answered ${response.status}${code ? ` ${code}` : ""}.`);
  }
  return response;
}

export async function putObject(location: S3Location, name: string, stream: Readable, length: number): Promise<void> {
  if (length > 5 * 1024 ** 3) throw new Error("An archive over 5 GB cannot be copied with one S3 upload: copy it with your storage provider's tools.");
  const response = await send(location, "PUT", objectUrl(location, `${location.prefix}${name}`), { stream, length });
  await response.arrayBuffer();
}

export interface S3Object {
  name: string;
  bytes: number;
}

/** The objects directly under the prefix (ListObjectsV2, every page). */
export async function listObjects(location: S3Location): Promise<S3Object[]> {
  const found: S3Object[] = [];
  let token: string | undefined;
  do {
    const url = objectUrl(location);
    url.searchParams.set("list-type", "2");
    url.searchParams.set("prefix", location.prefix);
    if (token) url.searchParams.set("continuation-token", token);
    const xml = await (await send(location, "GET", url)).text();
    for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
      const key = /<Key>([^<]*)<\/Key>/.exec(match[1]!)?.[1];
      const size = /<Size>(\d+)<\/Size>/.exec(match[1]!)?.[1];
      if (key === undefined) continue;
      const name = unescapeXml(key).slice(location.prefix.length);
      if (!name.includes("/")) found.push({ name, bytes: Number(size ?? 0) });
    }
    token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "") || undefined : undefined;
  } while (token);
  return found;
}

export async function deleteObject(location: S3Location, name: string): Promise<void> {
  const response = await send(location, "DELETE", objectUrl(location, `${location.prefix}${name}`));
  await response.arrayBuffer();
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" })[entity]!);

/**
 * Reads BACKUP_S3_URL: s3://bucket/prefix (AWS, the bucket in the host name)
 * or http(s)://endpoint/bucket/prefix (an S3-compatible service, path-style).
 */
export function parseS3Url(value: string, credentials: { accessKeyId: string; secretAccessKey: string; region: string }): S3Location {
  const url = new URL(value);
  const normalisePrefix = (prefix: string) => (prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`);
  if (url.protocol === "s3:") {
    return {
      endpoint: `https://s3.${credentials.region}.amazonaws.com`,
      bucket: url.hostname,
      prefix: normalisePrefix(decodeURIComponent(url.pathname.replace(/^\/+/, ""))),
      virtualHosted: true,
      ...credentials,
    };
  }
  const [bucket, ...rest] = decodeURIComponent(url.pathname.replace(/^\/+/, "")).split("/");
  if (!bucket) throw new Error("BACKUP_S3_URL needs the bucket after the address: https://endpoint/bucket/prefix");
  return { endpoint: url.origin, bucket, prefix: normalisePrefix(rest.filter(Boolean).join("/")), virtualHosted: false, ...credentials };
}
