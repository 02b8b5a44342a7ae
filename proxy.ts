// Optimistic guard for admin pages: a visitor without a session cookie is sent
// to the dashboard's login form. This is a convenience only; every admin page,
// route handler and server action checks the session itself.
import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
// These two pages show their own login form to signed-out visitors.
const PUBLIC_ADMIN_PAGES = new Set(["/admin", "/admin/dashboard"]);

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (PUBLIC_ADMIN_PAGES.has(pathname)) return NextResponse.next();
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const login = new URL("/admin/dashboard", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/admin/:path+"] };
