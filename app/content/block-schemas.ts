import { z } from "zod";

import { finderBlock } from "./blocks/finder/schema";
import { heroBlock } from "./blocks/hero/schema";

/**
 * The schema half of the block registry: every block kind's zod schema, once.
 * The content contract builds its block union from this list, so the sandbox
 * and the portal agree on every kind. It holds no React and no server code
 * (the sandbox imports it); the components are in ./registry.ts and the
 * server loads in ./block-loaders.server.ts. A new kind: its folder under
 * ./blocks/<kind>/, one line here, one line in the registry.
 */
export const BLOCK_SCHEMAS = [heroBlock, finderBlock] as const;

export const block = z.discriminatedUnion("kind", BLOCK_SCHEMAS);
export type Block = z.infer<typeof block>;
export type BlockKind = Block["kind"];
/** One kind's block: `BlockOf<"hero">`. */
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;
