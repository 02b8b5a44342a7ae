// The season filter of GET /api/tutorials: "all" or absent means every season.
import { z } from "zod";
import { SEASONS } from "@/lib/tutorials/format";

export const seasonFilterSchema = z
  .enum(["all", ...SEASONS], "Unknown season: use all, spring, summer, fall or winter.")
  .optional()
  .transform((value) => (value === "all" ? undefined : value));
