// GET /icons.svg: the storefront's icon sprite (lib/ui/icons.ts), made once
// at build time and served as a static file.
import { iconSprite } from "@/lib/ui/icons";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(iconSprite(), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
