// POST /api/wholesale/applications: every rule of the wholesale form,
// at its boundaries, against the real database.
import { POST } from "@/app/api/wholesale/applications/route";
import { createPrismaClient } from "@/lib/db/client";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

let sequence = 0;
function valid(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    businessName: `Northside Ink ${sequence}`,
    contactName: "Dana Reyes",
    email: `dana${sequence}@example.com`,
    phone: "5035550142",
    businessType: "tattoo_shop",
    businessAddress: { street: "12 Oak St", city: "Portland", state: "OR", zipCode: "97201", country: "United States" },
    taxId: "",
    website: "",
    estimatedMonthlyVolume: 40,
    packageTier: "starter",
    notes: "",
    ...overrides,
  };
}

const post = (body: unknown) =>
  POST(
    new Request("http://localhost/api/wholesale/applications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    {},
  );

async function fields(body: unknown) {
  const res = await post(body);
  expect(res.status).toBe(400);
  const json = await res.json();
  expect(json.error.code).toBe("invalid_request");
  return json.error.fields as Record<string, string>;
}

describe("POST /api/wholesale/applications", () => {
  it("stores a valid application as pending and answers 201 with its id", async () => {
    const body = valid({ website: "https://northside.example.com", yearsInBusiness: 7, taxId: "12-3456789" });
    const res = await post(body);
    expect(res.status).toBe(201);
    const { id, status } = await res.json();
    expect(status).toBe("pending");
    const row = await db.wholesaleApplication.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      businessName: body.businessName,
      email: body.email,
      businessType: "tattoo_shop",
      street: "12 Oak St",
      zipCode: "97201",
      country: "United States",
      yearsInBusiness: 7,
      estimatedMonthlyVolume: 40,
      packageTier: "starter",
      status: "pending",
      website: "https://northside.example.com",
    });
    expect(row.notes).toBeNull();
  });

  it.each([
    ["businessName", { businessName: "A" }, { businessName: "AB" }, "Business name must be at least 2 characters"],
    ["contactName", { contactName: "D" }, { contactName: "Di" }, "Contact name must be at least 2 characters"],
    ["phone", { phone: "503555014" }, { phone: "5035550142" }, "Please enter a valid phone number"],
    ["estimatedMonthlyVolume", { estimatedMonthlyVolume: 0 }, { estimatedMonthlyVolume: 1 }, "Please enter estimated monthly volume"],
  ])("%s: refuses below the minimum, accepts at it", async (field, bad, good, message) => {
    expect((await fields(valid(bad)))[field]).toBe(message);
    expect((await post(valid(good))).status).toBe(201);
  });

  it.each([
    ["street", "12 O", "12 Oa", "Street address is required"],
    ["city", "P", "Po", "City is required"],
    ["state", "O", "OR", "State is required"],
    ["zipCode", "9720", "97201", "ZIP code is required"],
  ])("address %s: refuses below the minimum, accepts at it", async (field, bad, good, message) => {
    const address = valid().businessAddress;
    expect((await fields(valid({ businessAddress: { ...address, [field]: bad } })))[`businessAddress.${field}`]).toBe(message);
    expect((await post(valid({ businessAddress: { ...address, [field]: good } }))).status).toBe(201);
  });

  it("defaults the country to United States", async () => {
    const { country: _country, ...address } = valid().businessAddress;
    void _country;
    const res = await post(valid({ businessAddress: address }));
    expect(res.status).toBe(201);
    const row = await db.wholesaleApplication.findUniqueOrThrow({ where: { id: (await res.json()).id } });
    expect(row.country).toBe("United States");
  });

  it("checks the e-mail address", async () => {
    expect((await fields(valid({ email: "dana.example.com" }))).email).toBe("Please enter a valid email address");
  });

  it("needs a business type from the list", async () => {
    expect((await fields(valid({ businessType: "bakery" }))).businessType).toBe("Please select a business type");
    expect((await fields(valid({ businessType: undefined }))).businessType).toBe("Please select a business type");
    for (const type of ["distributor", "piercing_studio", "body_art", "other"]) {
      expect((await post(valid({ businessType: type }))).status).toBe(201);
    }
  });

  it("accepts years in business from 0 to 100 only", async () => {
    expect((await post(valid({ yearsInBusiness: 0 }))).status).toBe(201);
    expect((await post(valid({ yearsInBusiness: 100 }))).status).toBe(201);
    expect(await fields(valid({ yearsInBusiness: 101 }))).toHaveProperty("yearsInBusiness");
    expect(await fields(valid({ yearsInBusiness: -1 }))).toHaveProperty("yearsInBusiness");
  });

  it("accepts an empty website and refuses one that is not a URL", async () => {
    expect((await post(valid({ website: "" }))).status).toBe(201);
    expect(await fields(valid({ website: "notaurl" }))).toHaveProperty("website");
  });

  it("refuses an unknown package", async () => {
    expect((await fields(valid({ packageTier: "platinum" }))).packageTier).toBe("Please select a package");
    expect((await fields(valid({ packageTier: undefined }))).packageTier).toBe("Please select a package");
  });

  it("does not store a repeated identical submission twice", async () => {
    const body = valid();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (res) => (await res.json()).id)));
    expect(ids.size).toBe(1);
    expect(await db.wholesaleApplication.count({ where: { email: body.email } })).toBe(1);
    // A different package is a different application.
    expect((await post({ ...body, packageTier: "premium" })).status).toBe(201);
  });

  it("answers malformed bodies with a JSON 400 and stores nothing", async () => {
    const before = await db.wholesaleApplication.count();
    const res = await POST(
      new Request("http://localhost/api/wholesale/applications", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
      {},
    );
    expect(res.status).toBe(400);
    expect((await fields([1, 2, 3]))._).toBeDefined();
    expect(await db.wholesaleApplication.count()).toBe(before);
  });
});
