// Type declarations for modules the search UI imports that ship without types here.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';
