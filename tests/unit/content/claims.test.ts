// Texts made of the owner's claims: every page that repeats a claim says the
// owner's words, and a credibility figure left empty is not shown anywhere.
import { artistApprovedPhrase, credibilityFigures, tagline, titleCase } from "@/lib/editable-content/claims";
import { DEFAULT_CLAIMS } from "@/lib/editable-content/defaults";
import { productJsonLd } from "@/lib/seo/structured-data";

describe("texts made of the claims", () => {
  it("are today's texts word for word with the shipped claims", () => {
    expect(tagline(DEFAULT_CLAIMS)).toBe("Natural tattoo aftercare that heals 15% faster");
    expect(titleCase(DEFAULT_CLAIMS.fasterHealing)).toBe("15% Faster");
    expect(artistApprovedPhrase(DEFAULT_CLAIMS)).toBe("artist-approved and rated 10/10");
    expect(credibilityFigures(DEFAULT_CLAIMS)).toEqual([
      { label: "Faster healing", value: "15%" },
      { label: "Artist-approved rating", value: "10/10" },
      { label: "Customer satisfaction", value: "99%" },
      { label: "Average rating", value: "4.9/5" },
    ]);
  });

  it("follow the owner's words, and drop a figure the owner left empty", () => {
    const claims = { ...DEFAULT_CLAIMS, fasterHealing: "faster", artistRatingFigure: " ", satisfactionFigure: "" };
    expect(tagline(claims)).toBe("Natural tattoo aftercare that heals faster");
    expect(titleCase("faster, gently")).toBe("Faster, Gently");
    expect(artistApprovedPhrase(claims)).toBe("artist-approved");
    expect(credibilityFigures(claims).map((figure) => figure.label)).toEqual(["Faster healing", "Average rating"]);
  });

  it("end the product's structured description with the owner's claim, or with none", () => {
    const site = { name: "Verdant Ink", productName: "Verdant Ink Ointment", url: "https://shop.test", supportEmail: "help@shop.test" };
    expect(productJsonLd({ ...site, productClaim: DEFAULT_CLAIMS.healsFaster }, []).description).toBe(
      "Natural tattoo aftercare ointment with shea butter, calendula and vitamin E. Heals tattoos 15% faster.",
    );
    expect(productJsonLd({ ...site, productClaim: "Gentle on fresh ink" }, []).description).toBe(
      "Natural tattoo aftercare ointment with shea butter, calendula and vitamin E. Gentle on fresh ink.",
    );
    expect(productJsonLd(site, []).description).toBe("Natural tattoo aftercare ointment with shea butter, calendula and vitamin E.");
  });
});
