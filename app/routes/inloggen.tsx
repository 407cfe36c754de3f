// SPEC §2: /inloggen is the same sign-in page as /auth/login-1.
export { action, default, handle, loader, meta } from "./auth+/login-1";
