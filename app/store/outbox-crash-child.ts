/**
 * The process the outbox crash test kills (outbox-crash.server.test.ts): it stores one
 * submission, starts delivering it with a delivery that never ends, reports "holding"
 * and waits for its SIGKILL. Settings come in as JSON in argv[2].
 */
import { createOutbox } from "./outbox.server";
import { openStore, type StoreSettings } from "./store.server";

const { key, payload, ...settings } = JSON.parse(process.argv[2]!) as StoreSettings & { key: string; payload: unknown };
const store = await openStore(settings);
const outbox = createOutbox(store, { deliveries: { newsletter: () => new Promise(() => undefined) }, holdMs: 1_000 });
await outbox.enqueue("newsletter", key, payload);
process.stdout.write("stored\n");
outbox.start();
const held = async () =>
  (await store.db.selectFrom("outbox").select("attempts").where("key", "=", key).executeTakeFirst())?.attempts === 1;
while (!(await held())) await new Promise((resolve) => setTimeout(resolve, 20));
process.stdout.write("holding\n");
