import { z } from "~/domain/zod";

/** An amount the platform already answers in minor units (cents). */
export const cents = z.number().int();

/**
 * An amount the platform answers in currency units with two decimals (wallet balance, agent figures,
 * rewards), as integer cents from the backend client on: every screen gets cents (issue 22) and
 * formats them with useMoney, so no page multiplies, divides or rounds money itself.
 */
export const unitsAsCents = z.number().transform((units) => Math.round(units * 100));
