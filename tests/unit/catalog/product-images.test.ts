// The product shots: one per size, files whose dimensions are the ones the
// pages reserve, and nothing for an id that is no product.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { productImage, SHOP_PRODUCTS_IMAGE, type ProductImage } from "@/lib/catalog/product-images";
import { PRODUCTS } from "@/prisma/seed-data/catalogue";

const file = (image: ProductImage) => path.join(__dirname, "../../../public", image.src);

describe("productImage", () => {
  it("has a shot of every product size, described for screen readers", () => {
    for (const product of PRODUCTS) {
      const image = productImage(product.id);
      expect(image).toBeDefined();
      expect(image!.src).toMatch(/^\/media\/products\/[a-z0-9-]+\.(webp|png)$/);
      expect(image!.alt).toContain("Verdant Ink");
      expect(image!.alt).toContain(product.id.replace("oz", " oz"));
    }
    expect(productImage("1oz")!.src).not.toBe(productImage("4oz")!.src);
  });

  it("has none for an id that is not a product, inherited object keys included", () => {
    for (const id of ["8oz", "", "constructor", "__proto__", "toString"]) expect(productImage(id)).toBeUndefined();
  });

  it.each([
    ["1oz", productImage("1oz")!],
    ["4oz", productImage("4oz")!],
    ["both sizes", SHOP_PRODUCTS_IMAGE],
  ])("the %s file exists with its declared size, large enough for 2x screens", async (_name, image) => {
    expect(existsSync(file(image))).toBe(true);
    const metadata = await sharp(file(image)).metadata();
    expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);
    expect(Math.min(image.width, image.height)).toBeGreaterThanOrEqual(800);
  });
});
