/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONVEX_URL?: string;
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_ADDRESS?: string;
  /** The grievance officer's e-mail for complaints about personal data (support's when unset). */
  readonly VITE_GRIEVANCE_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
