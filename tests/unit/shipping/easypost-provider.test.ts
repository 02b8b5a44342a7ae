// The EasyPost adapter against a local HTTP server that answers like EasyPost's API.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { EasyPostError, EasyPostLabelProvider } from "@/lib/shipping/easypost-provider";
import { SHIP_FROM } from "@/lib/shipping/types";

type Seen = { method: string; url: string; auth: string; body: Record<string, unknown> };
let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? "", body: text ? JSON.parse(text) : {} });
      res.setHeader("Content-Type", "application/json");
      if (req.headers.authorization !== `Basic ${Buffer.from("EZTK_test:").toString("base64")}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { code: "APIKEY.INACTIVE", message: "This api key is no longer active." } }));
      }
      if (req.url === "/v2/shipments") {
        res.statusCode = 201;
        return res.end(JSON.stringify({
          id: "shp_123",
          rates: [
            { id: "rate_ground", carrier: "USPS", service: "GroundAdvantage", rate: "5.45" },
            { id: "rate_priority", carrier: "USPS", service: "Priority", rate: "8.70", delivery_date: "2026-01-08T00:00:00Z" },
          ],
        }));
      }
      if (req.url === "/v2/shipments/shp_123/buy") {
        return res.end(JSON.stringify({
          id: "shp_123",
          tracking_code: "9405511899223197428490",
          postage_label: { label_url: "https://easypost-files.example/label.pdf", label_file_type: "application/pdf" },
          selected_rate: { id: "rate_priority", carrier: "USPS", service: "Priority", rate: "8.70", delivery_date: "2026-01-08T00:00:00Z" },
        }));
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: "not found" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = {
  orderId: "order-1",
  parcel: { length: 6, width: 4, height: 2, weight: 9.5 },
  carrier: "USPS" as const,
  service: "Priority Mail",
  from: SHIP_FROM,
  to: { name: "Ana Lee", street: "1 Main St", city: "Reno", state: "NV", zipCode: "89501", country: "United States" },
};

it("creates a shipment, buys the chosen carrier's service rate and returns the label", async () => {
  const label = await new EasyPostLabelProvider({ apiKey: "EZTK_test", baseUrl }).createLabel(request);
  expect(label).toMatchObject({
    provider: "easypost",
    trackingNumber: "9405511899223197428490",
    rateCents: 870,
    labelFormat: "pdf",
    labelUrl: "https://easypost-files.example/label.pdf",
    providerRef: "shp_123",
  });
  expect(label.estimatedDeliveryDate.toISOString()).toBe("2026-01-08T00:00:00.000Z");
  const [create, buy] = seen.slice(-2);
  expect(create.body).toMatchObject({ shipment: { to_address: { street1: "1 Main St", zip: "89501", country: "US" } } });
  expect(buy).toMatchObject({ url: "/v2/shipments/shp_123/buy", body: { rate: { id: "rate_priority" } } });
});

it("fails with EasyPost's message for a bad key, and when no rate matches", async () => {
  await expect(new EasyPostLabelProvider({ apiKey: "wrong", baseUrl }).createLabel(request)).rejects.toThrow("This api key is no longer active.");
  await expect(
    new EasyPostLabelProvider({ apiKey: "EZTK_test", baseUrl }).createLabel({ ...request, service: "Priority Mail Express" }),
  ).rejects.toBeInstanceOf(EasyPostError);
});
