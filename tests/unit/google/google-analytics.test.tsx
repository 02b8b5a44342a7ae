/** @jest-environment jsdom */
// The GA4 tag behind the visitor's consent (components/site/analytics-consent.tsx),
// run here in jsdom from the markup the server renders: Consent Mode's defaults
// come first, gtag.js is not requested before "Accept", the choice is kept and
// can be changed from the footer, and a browser sending Global Privacy Control
// or Do Not Track never gets the banner or the tag. Without a measurement ID:
// no banner, no tag, a console warning.
import { renderToStaticMarkup } from "react-dom/server";
import { CONSENT_STORAGE_KEY, ConsentBanner, CookieChoicesItem } from "@/components/site/analytics-consent";
import { ANALYTICS_MISSING_WARNING, GoogleAnalytics } from "@/components/site/google-analytics";

const ID = "G-ABC123XYZ";
process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = ID;

type Win = Window & { dataLayer?: unknown[][]; [key: `ga-disable-${string}`]: boolean | undefined };
const win = window as unknown as Win;

/** What the layout renders for a measurement ID. */
function tagMarkup(id: string | undefined) {
  return renderToStaticMarkup(<GoogleAnalytics measurementId={id} />);
}

/** Loads a page: fresh DOM and dataLayer, the server's markup, then its inline script run as the browser would. */
function openPage({ gpc, dnt }: { gpc?: boolean; dnt?: string } = {}) {
  delete win.dataLayer;
  delete win[`ga-disable-${ID}`];
  Object.defineProperty(window.navigator, "globalPrivacyControl", { value: gpc, configurable: true });
  Object.defineProperty(window.navigator, "doNotTrack", { value: dnt ?? null, configurable: true });
  document.head.innerHTML = "";
  const footer = renderToStaticMarkup(
    <footer>
      <ul>
        <li>
          <a href="/forum">Artist Community</a>
        </li>
        <CookieChoicesItem />
      </ul>
    </footer>,
  );
  document.body.innerHTML = `${footer}${tagMarkup(ID)}`;
  const script = document.body.querySelector("script:not([src])")!.textContent!;
  new Function(script)();
}

const banner = () => document.getElementById("analytics-consent")!;
const button = (name: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;
const gtagScripts = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
const pushed = () => (win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const choicesItem = () => document.querySelector("[data-analytics-consent-open]") as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(";").forEach((c) => (document.cookie = `${c.split("=")[0].trim()}=; Max-Age=0; path=/`));
});

describe("the server's markup", () => {
  it("has the hidden banner, the inline script with the ID and no tag that loads anything", () => {
    const html = tagMarkup(ID);
    expect(html).toMatch(/<section id="analytics-consent" aria-labelledby="analytics-consent-title" tabindex="-1" hidden=""/);
    expect(html).toContain(ID);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain("console.warn");
    // Two choices of the same weight.
    const banner = renderToStaticMarkup(<ConsentBanner />);
    const classes = [...banner.matchAll(/<button type="button" data-consent="(granted|denied)" class="([^"]+)">/g)].map((m) => m[2]);
    expect(classes).toHaveLength(2);
    expect(classes[0]).toBe(classes[1]);
  });

  it.each([undefined, "", "UA-1234-5", 'G-abc"></script>'])("warns in the console and has no banner and no tag when the ID is %p", (id) => {
    const html = tagMarkup(id);
    expect(html).not.toContain("googletagmanager");
    expect(html).not.toContain("analytics-consent");
    const script = /^<script>(.*)<\/script>$/.exec(html)?.[1];
    const warn = jest.fn();
    new Function("console", script!)({ warn });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(ANALYTICS_MISSING_WARNING);
  });
});

describe("a first visit", () => {
  it("denies every storage by default before anything else, shows the banner and requests nothing", () => {
    openPage();
    expect(pushed()).toEqual([["consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }]]);
    expect(banner().hidden).toBe(false);
    expect(gtagScripts()).toEqual([]);
    expect(choicesItem().hidden).toBe(false);
  });

  it("Accept grants analytics storage only, then loads gtag.js once, and is remembered", () => {
    openPage();
    button("Accept").click();
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(gtagScripts()).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    const calls = pushed();
    expect(calls[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(calls[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(calls.slice(2).map((call) => call[0])).toEqual(["js", "config"]);
    expect(calls[3]).toEqual(["config", ID]);

    // The next page: no banner, the tag at once, after the defaults.
    openPage();
    expect(banner().hidden).toBe(true);
    expect(gtagScripts()).toHaveLength(1);
    expect(pushed().map((call) => `${call[0]} ${call[1]}`).slice(0, 2)).toEqual(["consent default", "consent update"]);
  });

  it("Decline loads nothing, and the next page neither asks again nor loads anything", () => {
    openPage();
    button("Decline").click();
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(gtagScripts()).toEqual([]);
    openPage();
    expect(banner().hidden).toBe(true);
    expect(gtagScripts()).toEqual([]);
    expect(pushed()).toHaveLength(1);
  });
});

describe("the footer's Cookie choices", () => {
  it("reopens the banner with the focus on it, and returns the focus after a choice", () => {
    openPage();
    button("Decline").click();
    const opener = choicesItem().querySelector("button")!;
    opener.focus();
    opener.click();
    expect(banner().hidden).toBe(false);
    expect(document.activeElement).toBe(banner());
    button("Accept").click();
    expect(banner().hidden).toBe(true);
    expect(document.activeElement).toBe(opener);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(gtagScripts()).toHaveLength(1);
  });

  it("declining after accepting turns measurement off and removes the Analytics cookies", () => {
    openPage();
    button("Accept").click();
    document.cookie = "_ga=GA1.1.123.456; path=/";
    document.cookie = "_ga_ABC123XYZ=GS1.1.789; path=/";
    document.cookie = "cart=kept; path=/";
    choicesItem().querySelector("button")!.click();
    button("Decline").click();
    expect(pushed().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect(document.cookie).toBe("cart=kept");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
  });
});

describe.each([
  ["Global Privacy Control", { gpc: true }],
  ["Do Not Track", { dnt: "1" }],
])("a browser sending %s", (_name, signal) => {
  it("never sees the banner or the footer entry, and never loads the tag, even after an earlier Accept", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    openPage(signal);
    expect(banner().hidden).toBe(true);
    expect(choicesItem().hidden).toBe(true);
    expect(gtagScripts()).toEqual([]);
    expect(pushed()).toEqual([["consent", "default", expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied" })]]);
  });
});

it("a browser with Do Not Track off (\"0\") or Global Privacy Control false is asked", () => {
  openPage({ gpc: false, dnt: "0" });
  expect(banner().hidden).toBe(false);
});
