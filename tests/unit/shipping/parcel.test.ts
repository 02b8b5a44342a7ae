import { ouncesOfSize, parcelFor } from "@/lib/shipping/parcel";

describe("the parcel of an order", () => {
  it("reads a size's ounces from its name", () => {
    expect(ouncesOfSize("4 oz / 120ml")).toBe(4);
    expect(ouncesOfSize("1 oz / 30ml")).toBe(1);
    expect(ouncesOfSize("2.5 fl oz")).toBe(2.5);
    expect(ouncesOfSize("Travel tin")).toBeNull();
  });

  it("weighs one box with every tin of the lines: contents, tin and wrapping, box", () => {
    // One 4 oz tin: 2 (box) + 4 + 1.5 = 7.5 oz.
    expect(parcelFor([{ productSize: "4 oz / 120ml", quantity: 1 }])).toEqual({ length: 6, width: 4, height: 2, weight: 7.5 });
    // 2 × 4 oz + 1 × 1 oz: 2 + 2 × 5.5 + 2.5 = 15.5 oz, three tins in the first layer.
    expect(parcelFor([{ productSize: "4 oz / 120ml", quantity: 2 }, { productSize: "1 oz / 30ml", quantity: 1 }])).toEqual({ length: 6, width: 4, height: 2, weight: 15.5 });
  });

  it("grows an inch in height for every four tins more, and counts an unknown size as the largest tin", () => {
    expect(parcelFor([{ productSize: "1 oz / 30ml", quantity: 5 }]).height).toBe(3);
    expect(parcelFor([{ productSize: "1 oz / 30ml", quantity: 9 }]).height).toBe(4);
    expect(parcelFor([{ productSize: "Gift tin", quantity: 1 }]).weight).toBe(7.5);
  });
});
