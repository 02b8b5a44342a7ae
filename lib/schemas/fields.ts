// Field schemas the response schemas share.
import { z } from "zod";
import { OrderStatus } from "@/lib/generated/prisma/enums";

/** An instant as JSON carries it: ISO 8601 in UTC ("2026-01-05T12:00:00.000Z"). */
export const instantSchema = z.iso.datetime();

/** An amount of money in a JSON answer: dollars, to the cent (9, 15.99), never cents. */
export const dollarsSchema = z.number().nonnegative().multipleOf(0.01);

export const orderStatusSchema = z.enum(OrderStatus);
