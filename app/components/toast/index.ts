export { clearToasts, dismissToast, showToast, showToastData } from "./show-toast";
export { Toaster } from "./toaster";
