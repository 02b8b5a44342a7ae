// Consent for Google Analytics on the public pages, with Google's Consent
// Mode v2, as plain markup and one small inline script (no client component,
// nothing loaded before a choice):
// - every storage and ad signal is "denied" by default, set before anything
//   else; gtag.js is not even requested until the visitor accepts, and then
//   only analytics_storage is granted (the shop runs no ads);
// - a browser that sends Global Privacy Control or Do Not Track never sees
//   the banner and never loads the tag;
// - the choice is kept in the browser's localStorage (CONSENT_STORAGE_KEY:
//   "granted" or "denied"; no cookie, so every page stays cacheable) and can
//   be changed from the footer's "Cookie choices", which reopens the banner;
//   declining after accepting turns measurement off and removes the _ga cookies.
// The banner is fixed at the bottom of the window (it moves nothing on the
// page), a labelled region with two buttons of equal weight.
import { getConfig } from "@/lib/config";
import { serializeJsonLd } from "./json-ld";

export const CONSENT_STORAGE_KEY = "verdant-ink-analytics-consent";
export const CONSENT_BANNER_ID = "analytics-consent";
/** Marks the footer entry that reopens the banner (hidden until the script shows it). */
export const CONSENT_OPENER_ATTRIBUTE = "data-analytics-consent-open";

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** `id` when it is a GA4 measurement ID, else undefined. */
export function validMeasurementId(id: string | undefined): string | undefined {
  return id && MEASUREMENT_ID.test(id) ? id : undefined;
}

/**
 * The inline script: Consent Mode's defaults, then, unless the browser asks
 * not to be tracked, the remembered choice (gtag.js loaded on "granted") or
 * the banner. Written out as ES5 so that every browser runs it as is.
 */
export function consentScript(measurementId: string): string {
  const settings = serializeJsonLd({ id: measurementId, key: CONSENT_STORAGE_KEY, banner: CONSENT_BANNER_ID, opener: CONSENT_OPENER_ATTRIBUTE });
  return `(function(w,d,s){
var dl=w.dataLayer=w.dataLayer||[];function gtag(){dl.push(arguments);}w.gtag=gtag;
gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});
var n=w.navigator;if(n.globalPrivacyControl===true||n.doNotTrack==="1")return;
var banner=d.getElementById(s.banner);if(!banner)return;
var loaded=false,back=null;
function get(){try{return w.localStorage.getItem(s.key);}catch(e){return null;}}
function set(v){try{w.localStorage.setItem(s.key,v);}catch(e){}}
function grant(){w["ga-disable-"+s.id]=false;gtag("consent","update",{analytics_storage:"granted"});if(loaded)return;loaded=true;
gtag("js",new Date());gtag("config",s.id);var t=d.createElement("script");t.async=true;t.src="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(s.id);d.head.appendChild(t);}
function deny(){gtag("consent","update",{analytics_storage:"denied"});w["ga-disable-"+s.id]=true;
var parts=w.location.hostname.split(".");d.cookie.split(";").forEach(function(c){var name=c.split("=")[0].trim();if(!/^_g(a|id)(_|$)/.test(name))return;
d.cookie=name+"=; Max-Age=0; path=/";for(var i=0;i<parts.length;i++)d.cookie=name+"=; Max-Age=0; path=/; domain=."+parts.slice(i).join(".");});}
function show(focus){banner.hidden=false;if(focus)banner.focus();}
function hide(){banner.hidden=true;if(back){back.focus();back=null;}}
banner.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-consent]");if(!b)return;var v=b.getAttribute("data-consent");set(v);if(v==="granted")grant();else deny();hide();});
d.querySelectorAll("["+s.opener+"]").forEach(function(item){var b=item.querySelector("button");if(!b)return;item.hidden=false;b.addEventListener("click",function(){back=b;show(true);});});
var c=get();if(c==="granted")grant();else if(c!=="denied")show(false);
})(window,document,${settings});`;
}

const choiceClass =
  "inline-flex h-11 min-w-28 items-center justify-center rounded-full border-2 border-brand-700 bg-white px-5 text-base font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The banner, hidden until the script shows it. */
export function ConsentBanner() {
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      tabIndex={-1}
      hidden
      // Centred at the bottom, clear of the corner buttons (cart, order) on wide screens.
      className="fixed inset-x-3 bottom-3 z-[60] mx-auto max-w-lg rounded-2xl border border-neutral-200 bg-white p-4 text-neutral-800 shadow-xl focus-visible:outline-3 focus-visible:outline-brand-700 sm:bottom-4"
    >
      <h2 id={`${CONSENT_BANNER_ID}-title`} className="text-base font-semibold text-neutral-900">
        Cookies for visitor statistics?
      </h2>
      <p className="mt-1 text-sm">
        With your consent we use Google Analytics cookies to count visits and see which pages help. Nothing is loaded or stored unless you accept.
        You can change your choice at any time under &ldquo;Cookie choices&rdquo; at the bottom of the page.{" "}
        <a href="/privacy" className="font-medium text-brand-700 underline">
          Privacy policy
        </a>
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" data-consent="granted" className={choiceClass}>
          Accept
        </button>
        <button type="button" data-consent="denied" className={choiceClass}>
          Decline
        </button>
      </div>
    </section>
  );
}

/** The footer's "Cookie choices" entry: only with Analytics configured, hidden until the script shows it (never for GPC or DNT). */
export function CookieChoicesItem() {
  if (!validMeasurementId(getConfig().google.gaMeasurementId)) return null;
  return (
    <li {...{ [CONSENT_OPENER_ATTRIBUTE]: "" }} hidden>
      <button type="button">Cookie choices</button>
    </li>
  );
}
