// A tiny S3-compatible server for the backup copies: path-style PUT, GET,
// DELETE and ListObjectsV2 of one bucket, objects kept in memory. Every
// request must carry a valid AWS Signature V4 for its credentials, computed
// from the request as it arrived (method, path, query, the signed headers),
// or it is refused with 403 SignatureDoesNotMatch, as S3 does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { signRequest } from "@/lib/backup/s3";

export interface FakeS3 {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  objects: Map<string, Buffer>;
  requests: string[];
  /** Answers the next requests with this status instead (a provider outage), until cleared. */
  failWith: number | null;
  close(): Promise<void>;
}

export const FAKE_S3_CREDENTIALS = { accessKeyId: "AKIDEXAMPLEBACKUP", secretAccessKey: "fake-s3-secret-key-for-backups" };

function amzDateToDate(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return new Date(NaN);
  const [, y, m, d, hh, mm, ss] = match;
  return new Date(`${y}-${m}-${d}T${hh}:${mm}:${ss}Z`);
}

function validSignature(request: http.IncomingMessage, bucketRegion: string): boolean {
  const authorization = request.headers.authorization ?? "";
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!parsed) return false;
  const [, accessKeyId, region, signedHeaders, signature] = parsed;
  if (accessKeyId !== FAKE_S3_CREDENTIALS.accessKeyId || region !== bucketRegion) return false;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(";")) {
    if (name === "x-amz-date" || name === "x-amz-content-sha256") continue;
    const value = request.headers[name];
    if (value === undefined) return false;
    headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  const expected = signRequest({
    method: request.method!,
    url: new URL(request.url!, `http://${request.headers.host}`),
    headers,
    payloadHash: String(request.headers["x-amz-content-sha256"] ?? ""),
    region: region!,
    accessKeyId: accessKeyId!,
    secretAccessKey: FAKE_S3_CREDENTIALS.secretAccessKey,
    now: amzDateToDate(String(request.headers["x-amz-date"] ?? "")),
  });
  return expected.authorization?.endsWith(`Signature=${signature}`) ?? false;
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function startFakeS3(bucket: string, region = "us-east-1"): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const state: FakeS3 = { endpoint: "", objects, requests, failWith: null, close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url!, "http://fake");
      requests.push(`${request.method} ${url.pathname}${url.search}`);
      const error = (status: number, code: string) => {
        response.writeHead(status, { "Content-Type": "application/xml" });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
      };
      if (state.failWith) return error(state.failWith, "InternalError");
      if (!validSignature(request, region)) return error(403, "SignatureDoesNotMatch");
      const [, first, ...rest] = decodeURIComponent(url.pathname).split("/");
      if (first !== bucket) return error(404, "NoSuchBucket");
      const key = rest.join("/");
      if (request.method === "PUT" && key) {
        const body = Buffer.concat(chunks);
        if (Number(request.headers["content-length"]) !== body.length) return error(400, "IncompleteBody");
        objects.set(key, body);
        response.writeHead(200, { ETag: '"fake"' });
        return response.end();
      }
      if (request.method === "DELETE" && key) {
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      }
      if (request.method === "GET" && !key && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const listed = [...objects.entries()].filter(([name]) => name.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));
        response.writeHead(200, { "Content-Type": "application/xml" });
        return response.end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${listed.length}</KeyCount><IsTruncated>false</IsTruncated>` +
            listed.map(([name, body]) => `<Contents><Key>${xmlEscape(name)}</Key><Size>${body.length}</Size></Contents>`).join("") +
            "</ListBucketResult>",
        );
      }
      if (request.method === "GET" && key) {
        const body = objects.get(key);
        if (!body) return error(404, "NoSuchKey");
        response.writeHead(200, { "Content-Length": body.length });
        return response.end(body);
      }
      return error(405, "MethodNotAllowed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
