// Stands in for @docusaurus/core/lib/client/browserContext.js in the browser bundle (see ./index.ts).
import { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

/** False while the server HTML is hydrated (so that the first render matches it), true after. */
export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
