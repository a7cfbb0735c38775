import type { Adapter, AdapterPayload } from "oidc-provider";

import type { JsonStore } from "../store";

/**
 * oidc-provider's storage interface on top of the sandbox's JSON store: one
 * collection per model ("oidc:Session", "oidc:AuthorizationCode"...), with the
 * provider's own expiry. Lookups by uid, user code and grant scan the collection;
 * a sandbox holds a handful of entries, so no secondary indexes are needed.
 */

/** Models that carry a grantId and die with their grant. */
const GRANT_BOUND = [
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
  "PreAuthorizedCode",
];

export function createStoreAdapterFactory(store: JsonStore): (model: string) => Adapter {
  const collectionFor = (model: string) => store.collection<AdapterPayload>(`oidc:${model}`);

  return (model: string): Adapter => {
    const collection = collectionFor(model);
    return {
      async upsert(id, payload, expiresIn) {
        collection.set(id, payload, expiresIn === undefined ? undefined : { ttlSeconds: expiresIn });
      },
      async find(id) {
        return collection.get(id);
      },
      async findByUid(uid) {
        return collection.find((payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return collection.find((payload) => payload.userCode === userCode);
      },
      async consume(id) {
        collection.update(id, (payload) => ({ ...payload, consumed: Math.floor(Date.now() / 1000) }));
      },
      async destroy(id) {
        collection.delete(id);
      },
      async revokeByGrantId(grantId) {
        for (const name of GRANT_BOUND) {
          const bound = collectionFor(name);
          for (const [id] of bound.filter((payload) => payload.grantId === grantId)) bound.delete(id);
        }
      },
    };
  };
}
