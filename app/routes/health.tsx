// Same forwarding as /api/* (dev server only; the Worker answers /health itself).
export { action, handle, loader } from "./api.$";
