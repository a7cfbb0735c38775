/**
 * The health endpoints server/portal.ts answers: liveness for the container's HEALTHCHECK (Dockerfile, checked by
 * server/production-image.test.ts), readiness for a load balancer and the browser tests.
 */
export const LIVENESS_PATH = "/healthz";
export const READINESS_PATH = "/readyz";
