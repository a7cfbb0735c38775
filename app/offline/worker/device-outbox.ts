/**
 * The device's outbox: forms submitted while offline, kept in IndexedDB (it survives the worker being stopped and the
 * browser restarting) until the worker sends them. Each entry is the request as the browser made it, byte for byte,
 * under its idempotency key: a form sent twice from the device is one entry, and the server answers a replay with
 * the first receipt. Once sent, the entry becomes an outcome: where the answer led (the receipt), shown the next
 * time the grower opens the page the form was on.
 */
const DATABASE = "surco-offline";
const WAITING = "waiting";
const OUTCOMES = "outcomes";

export interface WaitingForm {
  key: string;
  /** The form's page (path and query): where the grower submitted it, and where its outcome is shown. */
  page: string;
  url: string;
  contentType: string;
  body: ArrayBuffer;
  queuedAt: number;
}

export interface Outcome {
  page: string;
  /** Where the server's answer led: the receipt, or the form's page with its own success state. */
  location: string;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(WAITING, { keyPath: "key" });
      request.result.createObjectStore(OUTCOMES, { keyPath: "page" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const keepWaiting = (form: WaitingForm) => run(WAITING, "readwrite", (s) => s.put(form));
export const waitingForms = () => run<WaitingForm[]>(WAITING, "readonly", (s) => s.getAll());
export const waitingCount = () => run<number>(WAITING, "readonly", (s) => s.count());
export const forgetWaiting = (key: string) => run(WAITING, "readwrite", (s) => s.delete(key));

export const keepOutcome = (outcome: Outcome) => run(OUTCOMES, "readwrite", (s) => s.put(outcome));
export const outcomeOf = (page: string) => run<Outcome | undefined>(OUTCOMES, "readonly", (s) => s.get(page));
export const forgetOutcome = (page: string) => run(OUTCOMES, "readwrite", (s) => s.delete(page));

/** Everything the device holds for the grower, on sign-out (Clear-Site-Data does the same where honoured). */
export async function clearDeviceOutbox() {
  await run(WAITING, "readwrite", (s) => s.clear());
  await run(OUTCOMES, "readwrite", (s) => s.clear());
}
