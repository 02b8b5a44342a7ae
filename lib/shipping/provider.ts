// The label provider of this shop: the local generator by default, EasyPost
// when EASYPOST_API_KEY is set.
import "server-only";
import { getConfig } from "@/lib/config";
import { EasyPostLabelProvider } from "@/lib/shipping/easypost-provider";
import { LocalLabelProvider } from "@/lib/shipping/local-provider";
import type { LabelProvider } from "@/lib/shipping/types";

export function getLabelProvider(): LabelProvider {
  const key = getConfig().shipping.easypostApiKey;
  return key ? new EasyPostLabelProvider({ apiKey: key }) : new LocalLabelProvider();
}
