// The one function of react-dom/client the staged entry calls (no @types/react-dom is installed).
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export function hydrateRoot(
    container: Element,
    children: ReactNode,
    options?: { onRecoverableError?: (error: unknown, errorInfo: unknown) => void },
  ): unknown;
}
