// Signing S3 requests (AWS Signature Version 4), checked against the worked
// examples of AWS's S3 documentation, and reading BACKUP_S3_URL.
import { parseS3Url, signRequest } from "@/lib/backup/s3";

const EXAMPLE = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1", now: new Date("2013-05-24T00:00:00Z") };
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]+)$/.exec(headers.authorization!)?.[1];

it.each([
  ["GET Object with a range", "GET", "https://examplebucket.s3.amazonaws.com/test.txt", { range: "bytes=0-9" }, EMPTY_SHA256, "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"],
  [
    "PUT Object",
    "PUT",
    "https://examplebucket.s3.amazonaws.com/test$file.text",
    { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
    "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
  ],
  ["GET Bucket (list objects)", "GET", "https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J", {}, EMPTY_SHA256, "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7"],
])("signs AWS's example %s", (_name, method, url, headers, payloadHash, signature) => {
  const signed = signRequest({ ...EXAMPLE, method, url: new URL(url), headers: { host: "examplebucket.s3.amazonaws.com", ...headers }, payloadHash });
  expect(signatureOf(signed)).toBe(signature);
  expect(signed.authorization).toContain("Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request");
  expect(signed["x-amz-date"]).toBe("20130524T000000Z");
});

it("reads s3:// addresses (AWS, bucket in the host) and S3-compatible endpoints (path-style)", () => {
  const keys = { accessKeyId: "id", secretAccessKey: "secret", region: "eu-west-3" };
  expect(parseS3Url("s3://shop-backups/verdant/daily", keys)).toMatchObject({ endpoint: "https://s3.eu-west-3.amazonaws.com", bucket: "shop-backups", prefix: "verdant/daily/", virtualHosted: true });
  expect(parseS3Url("s3://shop-backups", keys)).toMatchObject({ bucket: "shop-backups", prefix: "" });
  expect(parseS3Url("https://minio.example.com:9000/backups/shop/", keys)).toMatchObject({ endpoint: "https://minio.example.com:9000", bucket: "backups", prefix: "shop/", virtualHosted: false });
  expect(() => parseS3Url("https://minio.example.com/", keys)).toThrow(/needs the bucket/);
});
